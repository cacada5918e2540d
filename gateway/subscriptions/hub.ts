import { GraphQLError, type ExecutionResult } from 'graphql';
import type { EventEnvelope } from '../../platform/events';
import type { Identity } from '../../platform/identity';
import { rolesOf, scopesOf, subjectOf } from '../../platform/identity/access';
import type { Logger } from '../../platform/logging';
import { ORDER_ID_VARIABLE, type PlannedSubscription } from './operation';

/** Runs a query against the supergraph as `identity` (the gateway's own Apollo executor). */
export type Executor = (query: string, variables: Record<string, unknown>, identity: Identity) => Promise<ExecutionResult>;

/** One subscriber's outgoing messages, as the async iterator graphql-ws reads. */
class Channel implements AsyncIterableIterator<ExecutionResult> {
  private readonly queue: ExecutionResult[] = [];
  private waiting: ((result: IteratorResult<ExecutionResult>) => void) | null = null;
  private done = false;

  constructor(private readonly onClose: () => void) {}

  push(result: ExecutionResult): void {
    if (this.done) return;
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = null;
      resolve({ value: result, done: false });
    } else this.queue.push(result);
  }

  next(): Promise<IteratorResult<ExecutionResult>> {
    const queued = this.queue.shift();
    if (queued) return Promise.resolve({ value: queued, done: false });
    if (this.done) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => (this.waiting = resolve));
  }

  return(): Promise<IteratorResult<ExecutionResult>> {
    if (!this.done) {
      this.done = true;
      this.queue.length = 0;
      this.waiting?.({ value: undefined, done: true });
      this.waiting = null;
      this.onClose();
    }
    return Promise.resolve({ value: undefined, done: true });
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}

/**
 * Subscribers sharing (what they watch, selection and variables, identity visibility) form a group: an
 * event is resolved once per group, whatever its number of sockets. Two identities see the same order
 * fields when they are the same person with the same roles and scopes, or staff with the same roles and
 * scopes (staff visibility does not depend on who they are).
 */
function visibilityOf(identity: Identity): string {
  const roles = [...rolesOf(identity)].sort().join(',');
  const scopes = [...scopesOf(identity)].sort().join(',');
  const staff = roles.includes('admin') || roles.includes('support');
  return `${staff ? 'staff' : `person:${subjectOf(identity)}`}|${roles}|${scopes}`;
}

interface Group {
  key: string;
  /** The order id, or the person whose orders are watched. */
  target: string;
  plan: PlannedSubscription;
  identity: Identity;
  channels: Set<Channel>;
  /** Events of this group are resolved one after the other, so subscribers see them in order. */
  chain: Promise<void>;
}

/** How many recent event ids are remembered to drop a redelivered event. */
const RECENT_EVENTS = 10_000;

export class SubscriptionHub {
  private readonly groups = new Map<string, Group>();
  private readonly byTarget = new Map<string, Set<Group>>();
  private readonly recent = new Set<string>();

  constructor(
    private readonly execute: Executor,
    private readonly logger: Logger,
  ) {}

  /** Subscribers now, and groups (distinct resolutions per event). */
  get size(): { subscribers: number; groups: number } {
    let subscribers = 0;
    for (const group of this.groups.values()) subscribers += group.channels.size;
    return { subscribers, groups: this.groups.size };
  }

  /** Registers a subscriber; the iterator ends (and unregisters) when graphql-ws returns it. */
  add(plan: PlannedSubscription, identity: Identity): AsyncIterableIterator<ExecutionResult> {
    const target = plan.watch.kind === 'order' ? `order:${plan.watch.orderId}` : `person:${subjectOf(identity)}`;
    const key = `${target}|${visibilityOf(identity)}|${plan.query}|${JSON.stringify(plan.variables)}`;
    let group = this.groups.get(key);
    if (!group) {
      group = { key, target, plan, identity, channels: new Set(), chain: Promise.resolve() };
      this.groups.set(key, group);
      let targets = this.byTarget.get(target);
      if (!targets) this.byTarget.set(target, (targets = new Set()));
      targets.add(group);
    }
    const joined = group;
    const channel: Channel = new Channel(() => {
      joined.channels.delete(channel);
      if (joined.channels.size === 0) {
        this.groups.delete(joined.key);
        const targets = this.byTarget.get(joined.target);
        targets?.delete(joined);
        if (targets?.size === 0) this.byTarget.delete(joined.target);
      }
    });
    group.channels.add(channel);
    return channel;
  }

  /** An order event from the bus: resolve it for every group watching that order or its owner. */
  publish(event: EventEnvelope): void {
    if (this.recent.has(event.id)) return;
    this.recent.add(event.id);
    if (this.recent.size > RECENT_EVENTS) this.recent.delete(this.recent.values().next().value!);
    const orderId = event.aggregateId;
    const owner = typeof event.data.userId === 'string' ? event.data.userId : null;
    const groups = [...(this.byTarget.get(`order:${orderId}`) ?? []), ...(owner ? (this.byTarget.get(`person:${owner}`) ?? []) : [])];
    for (const group of groups) {
      group.chain = group.chain.then(() => this.resolve(group, orderId, event)).catch((error: unknown) => {
        this.logger.error({ err: error, eventId: event.id }, 'subscription event could not be resolved');
      });
    }
  }

  private async resolve(group: Group, orderId: string, event: EventEnvelope): Promise<void> {
    if (group.channels.size === 0) return;
    const result = await this.execute(group.plan.query, { ...group.plan.variables, [ORDER_ID_VARIABLE]: orderId }, group.identity);
    const order = (result.data as Record<string, Record<string, unknown> | null> | null | undefined)?.[group.plan.responseKey];
    if (result.errors?.length) this.logger.warn({ errors: result.errors, eventId: event.id }, 'subscription event resolved with errors');
    // Someone else's order, or one gone: nothing to tell this group.
    if (!order && !result.errors?.length) return;
    if (order) {
      // Each message carries the status this event set, even when the order has moved on since.
      for (const key of group.plan.statusKeys) if (typeof event.data.status === 'string') order[key] = event.data.status;
      for (const key of group.plan.stateKeys) if (typeof event.data.state === 'string') order[key] = event.data.state.toUpperCase();
    }
    // Apollo answers formatted (plain) errors; graphql-ws serializes GraphQLError instances.
    const errors = result.errors?.map((error) => new GraphQLError(error.message, { path: error.path, extensions: error.extensions }));
    const message: ExecutionResult = { data: { [group.plan.responseKey]: order ?? null } as Record<string, unknown>, ...(errors?.length ? { errors } : {}) };
    for (const channel of group.channels) channel.push(message);
  }
}
