/** A return of a delivered order. It lives in the order document (`returns`), written with the order's move to returned. */
export interface ReturnLineRecord {
  orderItemId: string;
  productId: string;
  /** The order line's variant (absent for lines older than variants). */
  variantId?: string;
  quantity: number;
  /** The units' price less their share of the line's discount, plus their share of its tax. */
  refundMinor: number;
  /** The shares included (absent on returns made before discounts and tax were pro-rated). */
  discountMinor?: number;
  taxMinor?: number;
}

export interface ReturnRecord {
  id: string;
  reason: string;
  /** received (the order became returned) → refunded (the refund went through). */
  status: 'received' | 'refunded';
  lines: ReturnLineRecord[];
  /** Σ line refunds + `shippingMinor`. */
  refundMinor: number;
  /**
   * The order's shipping charge, refunded by the return that brings back its last unit; 0 for the others
   * (absent on returns made before shipping was refunded).
   */
  shippingMinor?: number;
  returnTrackingNumber: string;
  createdAt: Date;
}

/** Returns and their lines as resolvers see them: with the order's currency, to format amounts. */
export type ReturnView = ReturnRecord & { currency: string };
export type ReturnLineView = ReturnLineRecord & { currency: string };
