import type { Caller } from '../identity/caller';
import type { Logger } from '../logging';

/** What every subgraph's per-request context starts from: the caller, and a logger bound to the request. */
export interface BaseContext {
  caller: Caller;
  logger: Logger;
}
