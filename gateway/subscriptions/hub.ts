import type { ExecutionResult } from 'graphql';
import type { EventEnvelope } from '../../platform/events';
import type { Identity } from '../../platform/identity';
import { isStaff, rolesOf, scopesOf, subjectOf } from '../../platform/identity/access';
import type { Logger } from '../../platform/logging';
import { ORDER_ID_VARIABLE, type PlannedSubscription, type Watch } from './operation';

/** Runs a query against the supergraph as `identity` (the gateway's own Apollo executor). */
export type Executor = (
  query: string,
  variables: Record<string, unknown>,
  identity: Identity,
) => Promise<ExecutionResult>;

/** Writes one protocol message to a subscriber's socket (the transport's sender for that socket). */
export type Send = (data: string) => void;

/**
 * One subscriber. graphql-ws runs the subscription's lifecycle on it (it is the iterator `subscribe`
 * answers, and graphql-ws ends it on `complete` or when the socket closes), but it yields nothing: the
 * hub serializes each group's message once and the channel writes the protocol's `next` message for its
 * subscription id straight to the socket, where graphql-ws would serialize the same result once per
 * subscriber.
 *
 * It is registered before the subscriber's start is known (so nothing published from then on can slip
 * past it) and started with the mark it subscribed at: the order's event sequence, or the bus position
 * (see `markOf`). Messages whose mark is at or before it describe changes made before the subscription
 * and are never delivered; until it is started they are held with their mark.
 */
export class Channel implements AsyncIterableIterator<never> {
  /** The mark the subscriber started at; null until `start`. */
  private after: number | null = null;
  private held: Array<{ mark: number; payload: string }> | null = null;
  private ended: ((result: IteratorResult<never>) => void) | null = null;
  private done = false;

  constructor(
    private readonly group: Group,
    private readonly hub: SubscriptionHub,
    /** The client's id of this subscription on its socket. */
    private readonly id: string,
    private readonly send: Send,
  ) {}

  get started(): boolean {
    return this.after !== null;
  }

  /** Whether a message with this mark could still be delivered here. */
  wants(mark: number): boolean {
    return !this.done && (this.after === null || mark > this.after);
  }

  /** Starts the stream after `after`: held messages from before it are dropped. */
  start(after: number): void {
    if (this.done || this.after !== null) return;
    this.after = after;
    const held = this.held;
    this.held = null;
    for (const { mark, payload } of held ?? []) this.offer(mark, payload);
  }

  /** A serialized ExecutionResult, sent unless it describes a change from before the subscriber started. */
  offer(mark: number, payload: string): void {
    if (this.done) return;
    if (this.after === null) (this.held ??= []).push({ mark, payload });
    else if (mark > this.after)
      this.send(`{"id":${JSON.stringify(this.id)},"type":"next","payload":${payload}}`);
  }

  /** graphql-ws waits here for the stream's end. */
  next(): Promise<IteratorResult<never>> {
    if (this.done) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => (this.ended = resolve));
  }

  return(): Promise<IteratorResult<never>> {
    if (!this.done) {
      this.done = true;
      this.held = null;
      this.ended?.({ value: undefined, done: true });
      this.ended = null;
      this.hub.remove(this.group, this);
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
  const roles = [...rolesOf(identity)].sort();
  const scopes = [...scopesOf(identity)].sort().join(',');
  return `${isStaff(roles) ? 'staff' : `person:${subjectOf(identity)}`}|${roles.join(',')}|${scopes}`;
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

/**
 * What a subscriber's start is measured in. A watched order's event sequence is exact: the check that
 * authorizes the subscription reads it with the order, so a change made before the subscription is known
 * to be one even when its event reaches this gateway late (a tail behind, a relay behind). A person's
 * orders have no single read to take it from, so those subscribers start at the bus position instead.
 */
function markOf(watch: Watch, event: EventEnvelope, position: number): number {
  switch (watch.kind) {
    case 'order':
      return event.sequence;
    case 'mine':
      return position;
    default: {
      const exhaustive: never = watch;
      return exhaustive;
    }
  }
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

  /** Started subscribers now, and groups (distinct resolutions per event). */
  get size(): { subscribers: number; groups: number } {
    let subscribers = 0;
    for (const group of this.groups.values())
      for (const channel of group.channels) if (channel.started) subscribers++;
    return { subscribers, groups: this.groups.size };
  }

  /**
   * Registers subscription `id` of the socket that `send` writes to, not started yet: the caller reads
   * where the subscriber starts (the order's event sequence, or the bus position; `plan.watch` says
   * which) only after this, then calls `start`, or `return` when the subscription is refused. The
   * channel ends (and unregisters) when graphql-ws returns it.
   */
  add(plan: PlannedSubscription, identity: Identity, id: string, send: Send): Channel {
    const target =
      plan.watch.kind === 'order' ? `order:${plan.watch.orderId}` : `person:${subjectOf(identity)}`;
    const key = `${target}|${visibilityOf(identity)}|${plan.query}|${JSON.stringify(plan.variables)}`;
    let group = this.groups.get(key);
    if (!group) {
      group = { key, target, plan, identity, channels: new Set(), chain: Promise.resolve() };
      this.groups.set(key, group);
      let targets = this.byTarget.get(target);
      if (!targets) this.byTarget.set(target, (targets = new Set()));
      targets.add(group);
    }
    const channel = new Channel(group, this, id, send);
    group.channels.add(channel);
    return channel;
  }

  /** Called by a channel that ended. */
  remove(group: Group, channel: Channel): void {
    group.channels.delete(channel);
    if (group.channels.size > 0) return;
    this.groups.delete(group.key);
    const targets = this.byTarget.get(group.target);
    targets?.delete(group);
    if (targets?.size === 0) this.byTarget.delete(group.target);
  }

  /** An order event from the bus, at `position` in it: resolve it for every group watching that order or its owner. */
  publish(event: EventEnvelope, position: number): void {
    if (this.recent.has(event.id)) return;
    this.recent.add(event.id);
    if (this.recent.size > RECENT_EVENTS) this.recent.delete(this.recent.values().next().value!);
    const orderId = event.aggregateId;
    const owner = typeof event.data.userId === 'string' ? event.data.userId : null;
    const groups = [
      ...(this.byTarget.get(`order:${orderId}`) ?? []),
      ...(owner ? (this.byTarget.get(`person:${owner}`) ?? []) : []),
    ];
    for (const group of groups) {
      const mark = markOf(group.plan.watch, event, position);
      group.chain = group.chain
        .then(() => this.resolve(group, orderId, event, mark))
        .catch((error: unknown) => {
          this.logger.error({ err: error, eventId: event.id }, 'subscription event could not be resolved');
        });
    }
  }

  private async resolve(group: Group, orderId: string, event: EventEnvelope, mark: number): Promise<void> {
    // Nobody (left) who started before this change: nothing to resolve.
    if (![...group.channels].some((channel) => channel.wants(mark))) return;
    const result = await this.execute(
      group.plan.query,
      { ...group.plan.variables, [ORDER_ID_VARIABLE]: orderId },
      group.identity,
    );
    const order = (result.data as Record<string, Record<string, unknown> | null> | null | undefined)?.[
      group.plan.responseKey
    ];
    if (result.errors?.length)
      this.logger.warn(
        { errors: result.errors, eventId: event.id },
        'subscription event resolved with errors',
      );
    // Someone else's order, or one gone: nothing to tell this group.
    if (!order && !result.errors?.length) return;
    if (order) {
      // Each message carries the status this event set (and its sequence), even when the order has moved on since.
      for (const key of group.plan.statusKeys)
        if (typeof event.data.status === 'string') order[key] = event.data.status;
      for (const key of group.plan.stateKeys)
        if (typeof event.data.state === 'string') order[key] = event.data.state.toUpperCase();
      for (const key of group.plan.sequenceKeys) order[key] = event.sequence;
    }
    // Apollo's errors are already in their response form (message, locations, path, extensions).
    const payload = JSON.stringify({
      data: { [group.plan.responseKey]: order ?? null },
      ...(result.errors?.length ? { errors: result.errors } : {}),
    });
    for (const channel of group.channels) channel.offer(mark, payload);
  }
}
