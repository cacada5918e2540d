import { convert, isConvertible } from './rates';

export type FraudReason = 'VELOCITY' | 'AMOUNT' | 'COUNTRY_MISMATCH';

export interface FraudAssessment {
  /** 0 (nothing unusual) to 100. */
  score: number;
  reasons: FraudReason[];
  /** `review`: the payment is held until staff approve or reject it. */
  decision: 'allow' | 'review';
}

export interface FraudSignals {
  amountMinor: number;
  currency: string;
  /** Payments the same customer started within the last hour, this one excluded. */
  recentPayments: number;
  /** Issuing country of the method, when known. */
  methodCountry: string | null;
  /** Where the order ships, when known. */
  shippingCountry: string | null;
}

/** Rules and weights of the check; a score of REVIEW_AT or more holds the payment for review. */
export const fraudRules = {
  velocity: { paymentsPerHour: 3, points: 40 },
  amount: { reviewUsdMinor: 100_000, points: 30, highUsdMinor: 500_000, highPoints: 60 },
  countryMismatch: { points: 30 },
  REVIEW_AT: 50,
} as const;

/** Scores a payment from its signals: velocity, amount and a method country that differs from the shipping country. */
export function assessFraud(signals: FraudSignals): FraudAssessment {
  let score = 0;
  const reasons: FraudReason[] = [];
  if (signals.recentPayments >= fraudRules.velocity.paymentsPerHour) {
    score += fraudRules.velocity.points;
    reasons.push('VELOCITY');
  }
  const usd = isConvertible(signals.currency)
    ? convert(signals.amountMinor, signals.currency, 'USD').amountMinor
    : signals.amountMinor;
  if (usd >= fraudRules.amount.highUsdMinor) {
    score += fraudRules.amount.highPoints;
    reasons.push('AMOUNT');
  } else if (usd >= fraudRules.amount.reviewUsdMinor) {
    score += fraudRules.amount.points;
    reasons.push('AMOUNT');
  }
  if (signals.methodCountry && signals.shippingCountry && signals.methodCountry !== signals.shippingCountry) {
    score += fraudRules.countryMismatch.points;
    reasons.push('COUNTRY_MISMATCH');
  }
  score = Math.min(100, score);
  return { score, reasons, decision: score >= fraudRules.REVIEW_AT ? 'review' : 'allow' };
}

/** The mapper name codegen uses for the GraphQL FraudAssessment type. */
export type FraudAssessmentValue = FraudAssessment;
