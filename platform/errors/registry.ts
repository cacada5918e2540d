/**
 * The one error-code registry. Every error a client can see carries `extensions.code` from this table,
 * and `extensions.http.status` so the REST adapter and gRPC can map it without guessing.
 *
 * The table is the documentation: `docs/errors.md` is generated from it (`npm run docs:errors`), so a
 * code added here is documented by construction.
 */
export const errorCatalog = {
  BAD_USER_INPUT: {
    status: 400,
    description:
      'The input failed validation. `extensions.field` names the offending field and `extensions.reason` ' +
      'says why (REQUIRED, INVALID_FORMAT, OUT_OF_RANGE, NOT_ALLOWED, ALREADY_EXISTS, WEAK_PASSWORD, ...).',
  },
  GRAPHQL_PARSE_FAILED: { status: 400, description: 'The GraphQL document could not be parsed.' },
  GRAPHQL_VALIDATION_FAILED: {
    status: 400,
    description: 'The GraphQL document is not valid against the schema.',
  },
  BAD_REQUEST: { status: 400, description: 'The HTTP request is malformed (body, method or content type).' },
  BATCH_TOO_LARGE: {
    status: 400,
    description:
      'A batched GraphQL request (a JSON array of operations) holds more operations than GRAPHQL_MAX_BATCH allows, or is empty.',
  },
  UNSUPPORTED_API_VERSION: {
    status: 400,
    description:
      'REST: the path names an API version that is not served. `details.supported` lists those that are.',
  },
  ROUTE_NOT_FOUND: {
    status: 404,
    description: 'No route has this path (REST: none in the requested API version).',
  },
  METHOD_NOT_ALLOWED: {
    status: 405,
    description: 'The route exists but not with this method; the `Allow` header lists the methods it has.',
  },
  NOT_ACCEPTABLE: {
    status: 406,
    description:
      'REST: the `Accept` header asks for an API version that is not served (or that the path contradicts). `details.supported` lists those that are.',
  },
  QUERY_TOO_COMPLEX: {
    status: 400,
    description:
      'The GraphQL operation exceeds a protection limit before execution: `extensions.limit` names it ' +
      '(depth, aliases, cost, listItems), `extensions.actual` and `extensions.max` give the figures.',
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    description: 'The request body exceeds the limit of the endpoint (MAX_BODY_BYTES for /graphql).',
  },
  OPERATION_RESOLUTION_FAILURE: {
    status: 400,
    description: 'The operation to run could not be determined from the request.',
  },
  PERSISTED_QUERY_NOT_FOUND: { status: 200, description: 'Automatic persisted query hash not yet known.' },
  PERSISTED_QUERY_NOT_SUPPORTED: { status: 200, description: 'Persisted queries are not enabled.' },
  UNAUTHENTICATED: { status: 401, description: 'A credential is missing, invalid or expired.' },
  FORBIDDEN: { status: 403, description: 'The credential is valid but lacks the scope or role required.' },
  INVALID_CREDENTIALS: {
    status: 401,
    description:
      'Email and password (or one-time code) do not match an active account. The same answer for every cause.',
  },
  MFA_REQUIRED: {
    status: 401,
    description:
      'The password was right and the account has multi-factor authentication: send `otp` (or `recovery_code`) too.',
  },
  INVALID_TOKEN: {
    status: 400,
    description: 'A refresh, reset or enrolment token is unknown, expired, already used or revoked.',
  },
  INVALID_GRANT: {
    status: 400,
    description:
      'OAuth: the authorization code or refresh token is invalid, expired, replayed, or was issued to another client (RFC 6749 invalid_grant).',
  },
  INVALID_CLIENT: {
    status: 401,
    description: 'OAuth: client authentication failed (RFC 6749 invalid_client).',
  },
  UNAUTHORIZED_CLIENT: {
    status: 400,
    description:
      'OAuth: this application may not use that grant (a PUBLIC application has no client_credentials grant; RFC 6749 unauthorized_client).',
  },
  INVALID_SCOPE: {
    status: 400,
    description:
      'A requested scope is unknown or not allowed for this client or credential. `extensions.scope` names it.',
  },
  USER_NOT_FOUND: { status: 404, description: 'No (visible) user has that id.' },
  API_KEY_NOT_FOUND: { status: 404, description: 'No (visible) API key has that id.' },
  OAUTH_CLIENT_NOT_FOUND: { status: 404, description: 'No (visible) OAuth application has that id.' },
  PLAN_CHANGE_NOT_FOUND: { status: 404, description: 'No (visible) plan change request has that id.' },
  PLAN_CHANGE_PENDING: {
    status: 409,
    description:
      'The API key already has a pending plan change request: wait for the decision or cancel it first. `details.requestId` names it.',
  },
  PLAN_CHANGE_DECIDED: {
    status: 409,
    description:
      'The plan change request was already approved, refused or cancelled; `details.status` says which.',
  },
  API_KEY_EXPIRED: {
    status: 401,
    description:
      'The API key is older than its account’s maximum key age (apiKeyPolicy.maxAgeDays) and no longer works: rotate it or create a new one.',
  },
  SESSION_NOT_FOUND: { status: 404, description: 'No (visible, active) session has that id.' },
  ORDER_NOT_FOUND: { status: 404, description: 'No (visible) order has that id.' },
  PRODUCT_NOT_FOUND: { status: 404, description: 'No product has that id.' },
  CATEGORY_NOT_FOUND: { status: 404, description: 'No category has that id.' },
  SYNONYMS_NOT_FOUND: { status: 404, description: 'No search synonym group has that id.' },
  WAREHOUSE_NOT_FOUND: { status: 404, description: 'No warehouse has that id.' },
  VARIANT_NOT_FOUND: {
    status: 404,
    description:
      'No (visible) product variant has that id, or it is not a variant of the product named with it.',
  },
  VARIANT_REQUIRED: {
    status: 400,
    description:
      'The product is sold in variants (it has options such as size or colour): the line must name one with `variantId`. `extensions.productId` names the product.',
  },
  PRICE_RULE_NOT_FOUND: { status: 404, description: 'No price rule has that id.' },
  PRICE_RULE_CONFLICT: {
    status: 409,
    description:
      'Another quantity-tier rule of the same product or variant applies in an overlapping period (`extensions.ruleId` names it); nothing was written.',
  },
  REVIEW_NOT_FOUND: { status: 404, description: 'No (visible) review has that id.' },
  REVIEW_NOT_ALLOWED: {
    status: 403,
    description:
      'Only a customer who received the product (an order of theirs with it was delivered) may review it.',
  },
  PRODUCT_UNAVAILABLE: {
    status: 409,
    description:
      'The product exists but is not active, so it cannot be ordered. `extensions.productId` names it.',
  },
  INSUFFICIENT_STOCK: {
    status: 409,
    description:
      'Not enough stock to reserve a line. `extensions.productId` names the product; nothing was created or changed.',
  },
  INVALID_STATUS_TRANSITION: {
    status: 409,
    description:
      'The requested status change is not an allowed transition from the current status. ' +
      '`extensions.from`, `extensions.to` and `extensions.allowed` describe it.',
  },
  ORDER_NOT_EDITABLE: {
    status: 409,
    description:
      'Items can be added only while an order is PENDING and its payment has not started. `extensions.status` and ' +
      '`extensions.state` give where it is now; `extensions.paymentStarted` is true when it is being paid.',
  },
  LAST_ADMIN: {
    status: 409,
    description:
      'The change would leave no active admin (deleting, deactivating or demoting the last one). Make another account an admin first.',
  },
  CONCURRENT_MODIFICATION: {
    status: 409,
    description: 'Another request changed the object first; read it again and retry.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    description:
      'The idempotency key was already used with a different request. A key names one request; use a new key for a new one.',
  },
  IDEMPOTENCY_KEY_IN_USE: {
    status: 409,
    description: 'A request with this idempotency key is still in progress; retry shortly to get its result.',
  },
  INSIGHTS_REBUILD_RUNNING: {
    status: 409,
    description:
      'A rebuild of the sales figures and recommendations is already running; `insightsStatus` says when it started. ' +
      'Ask again once it has finished.',
  },
  DELETION_ALREADY_REQUESTED: {
    status: 409,
    description:
      'The account already has a pending deletion request; nothing was changed. `extensions.dueAt` says when ' +
      'its personal data will be erased; until then the request can be cancelled.',
  },
  EXPORT_NOT_FOUND: {
    status: 404,
    description:
      'No (visible, unexpired) personal-data export has that id, or the download token does not match.',
  },
  EXPORT_NOT_READY: {
    status: 409,
    description:
      'The personal-data export is still being built; `extensions.status` says where it is. Ask again shortly.',
  },
  PAYMENT_NOT_FOUND: { status: 404, description: 'No (visible) payment has that id.' },
  WEBHOOK_ENDPOINT_NOT_FOUND: { status: 404, description: 'No (visible) webhook endpoint has that id.' },
  WEBHOOK_DELIVERY_NOT_FOUND: {
    status: 404,
    description: 'No (visible) webhook delivery has that id (deliveries are kept 30 days).',
  },
  WEBHOOK_URL_NOT_ALLOWED: {
    status: 400,
    description:
      'The webhook URL cannot be used: not http(s), carries credentials, does not resolve, or resolves to a private, loopback, ' +
      'link-local, CGNAT, multicast, reserved or metadata address. `extensions.field` names the input.',
  },
  WEBHOOK_ENDPOINT_DISABLED: {
    status: 409,
    description:
      'The webhook endpoint is disabled, so nothing can be sent to it; enable it first. `extensions.reason` says why it was disabled.',
  },
  SHIPMENT_NOT_FOUND: { status: 404, description: 'No (visible) shipment has that id.' },
  PAYMENT_DECLINED: {
    status: 402,
    description:
      "The payment provider refused the charge or refund. `extensions.reason` gives the provider's code.",
  },
  INVALID_ADDRESS: {
    status: 400,
    description:
      'The address is not valid (for shipping or the address book). `extensions.problems` lists each field and why.',
  },
  ADDRESS_NOT_FOUND: { status: 404, description: 'No (visible) saved address has that id.' },
  COUPON_NOT_FOUND: { status: 404, description: 'No coupon has that code (or id).' },
  COUPON_EXPIRED: {
    status: 409,
    description: "The coupon's validity ended (`extensions.validTo`); nothing was placed or changed.",
  },
  COUPON_NOT_YET_VALID: {
    status: 409,
    description: 'The coupon is valid only from `extensions.validFrom`; nothing was placed or changed.',
  },
  COUPON_USED_UP: {
    status: 409,
    description: 'The coupon reached its Max Uses (`extensions.maxUses`); nothing was placed or changed.',
  },
  COUPON_MINIMUM_NOT_MET: {
    status: 409,
    description:
      "The order is below the coupon's Min Order Value: `extensions.minimum` and `extensions.subtotal` give both.",
  },
  COUPON_NOT_APPLICABLE: {
    status: 409,
    description:
      "No item of the order is in the coupon's Applicable Categories (or the order is in another currency than its fixed value).",
  },
  COUPON_CUSTOMER_LIMIT_REACHED: {
    status: 409,
    description: 'The customer already used the coupon as often as it allows (`extensions.limit`).',
  },
  PROMOTION_NOT_FOUND: { status: 404, description: 'No promotion has that id.' },
  INSUFFICIENT_POINTS: {
    status: 409,
    description:
      'The loyalty balance is lower than the points asked for (`extensions.balance`, `extensions.requested`); nothing was redeemed.',
  },
  ADDRESS_LIMIT_REACHED: {
    status: 409,
    description:
      'The address book is full (ADDRESS_BOOK_MAX, default 10, addresses per customer); nothing was saved. `extensions.limit` gives the cap.',
  },
  WISH_LIST_NOT_FOUND: { status: 404, description: 'No (visible) wish list has that id (or share token).' },
  TICKET_NOT_FOUND: { status: 404, description: 'No (visible) support ticket has that id.' },
  CUSTOMER_RECORD_NOT_FOUND: {
    status: 404,
    description: 'No customer-relations record for that user (it is created when the account registers).',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    description:
      'An upload is not an image of an accepted type: JPEG, PNG or WebP, as read from its bytes (the declared Content-Type is not trusted).',
  },
  IMAGE_TOO_LARGE: {
    status: 422,
    description:
      'An image has more pixels than MEDIA_MAX_PIXELS, or a side over 16384, by its header, before anything is decoded: this refuses decompression bombs. `extensions.width`, `height`, `maxPixels`.',
  },
  IMAGE_UNREADABLE: {
    status: 422,
    description: 'An upload starts like an image but cannot be read as one (truncated or corrupt).',
  },
  RATE_LIMITED: {
    status: 429,
    description: 'Too many requests; `extensions.retryAfter` gives seconds to wait.',
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    description:
      'A service needed for this part of the answer is unreachable; other fields may still resolve.',
  },
  INTERNAL_SERVER_ERROR: {
    status: 500,
    description: 'An unexpected failure. Details are logged with the request id, never returned.',
  },
} as const satisfies Record<string, { status: number; description: string }>;

export type ErrorCode = keyof typeof errorCatalog;

export function isKnownErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(errorCatalog, code);
}

export function statusOf(code: ErrorCode): number {
  return errorCatalog[code].status;
}
