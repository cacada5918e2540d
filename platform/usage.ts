/**
 * What the gateway reports to the users service about its traffic (gateway/traffic/accesslog → the users
 * service's internal recordApiKeyUsage and recordAccessLogs): one shape on both sides of the wire.
 */

/** One API key's requests in one minute. */
export interface UsageEntry {
  keyId: string;
  userId: string;
  /** Start of the minute (ISO 8601 on the wire). */
  minute: string | Date;
  requests: number;
  /** Answers with HTTP status >= 400 or GraphQL errors. */
  errors: number;
  /** Answers 429. */
  limited: number;
  latencyMsSum: number;
  latencyMsMax: number;
  statuses: ReadonlyArray<{ status: number; count: number }>;
  endpoints: ReadonlyArray<{ endpoint: string; count: number }>;
}

/** One request through the gateway. */
export interface AccessLogEntry {
  requestId: string;
  /** When it arrived (ISO 8601 on the wire). */
  at: string | Date;
  keyId?: string | null;
  userId?: string | null;
  client: string;
  /** `graphql:<OperationName>` or a route (`GET /api/users/:id`). */
  endpoint: string;
  status: number;
  latencyMs: number;
  ip?: string | null;
  /** Whether the answer carried an error (HTTP status >= 400 or GraphQL errors); default status >= 400. */
  error?: boolean | null;
}
