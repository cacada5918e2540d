import { randomUUID } from 'node:crypto';
import { Schema, type Connection, type Model } from 'mongoose';
import type { Clock } from '../clock';
import { isDuplicateKeyError } from '../errors';
import type { Logger } from '../logging';

/**
 * Scheduled work that must survive restarts (erasing an account 30 days after its deletion request,
 * building and later purging a personal-data export). Jobs live in a `jobs` collection of the service's
 * own database, are due at a time of the service's Clock, and are claimed with one guarded update (a
 * lease), so several processes share the work and a job whose process died is taken over once its lease
 * lapses. Handlers are written as named idempotent steps: a step that finished is never run again, one
 * that was interrupted runs again.
 */
export type JobStatus = 'pending' | 'done' | 'failed' | 'cancelled';

export interface JobRecord {
  /** Chosen by the scheduler, so scheduling twice for one cause is one job. */
  _id: string;
  kind: string;
  data: Record<string, unknown>;
  status: JobStatus;
  dueAt: Date;
  attempts: number;
  /** Until when the claimant holds the job; null when nobody does. */
  leaseUntil: Date | null;
  /** The claim that holds the lease; every write of a running job is guarded by it. */
  claim: string | null;
  /** Names of the steps that finished. */
  steps: string[];
  lastError: string | null;
  createdAt: Date;
  finishedAt: Date | null;
}

const jobSchema = new Schema<JobRecord>(
  {
    _id: { type: String, required: true },
    kind: { type: String, required: true },
    data: { type: Schema.Types.Mixed, default: () => ({}) },
    status: { type: String, required: true, enum: ['pending', 'done', 'failed', 'cancelled'] },
    dueAt: { type: Date, required: true },
    attempts: { type: Number, default: 0 },
    leaseUntil: { type: Date, default: null },
    claim: { type: String, default: null },
    steps: { type: [String], default: [] },
    lastError: { type: String, default: null },
    createdAt: { type: Date, required: true },
    finishedAt: { type: Date, default: null },
  },
  { collection: 'jobs', versionKey: false, minimize: false },
);
jobSchema.index({ status: 1, dueAt: 1 });

/** What a handler gets besides the job: a way to run each step at most once to completion. */
export interface JobRun {
  job: JobRecord;
  /** Runs `work` unless the step finished in an earlier attempt, then records it as finished. */
  step(name: string, work: () => Promise<void>): Promise<void>;
}

export type JobHandler = (run: JobRun) => Promise<void>;

export interface JobQueueOptions {
  clock: Clock;
  logger: Logger;
  /** How long a claim holds a job; a process that dies holding one delays the job this long. Default 60000. */
  leaseMs?: number;
  /** Attempts before a job is marked failed (its last error kept). Default 8. */
  maxAttempts?: number;
  /** Delay before the first retry; each further retry waits twice as long, at most an hour. Default 5000. */
  retryBaseMs?: number;
}

const HOUR_MS = 3_600_000;

export class JobQueue {
  readonly model: Model<JobRecord>;
  private readonly handlers = new Map<string, JobHandler>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopped = false;
  private started = false;
  /** A job became due while a pass was running: the pass looks once more before it ends. */
  private again = false;
  private readonly leaseMs: number;
  private readonly maxAttempts: number;
  private readonly retryBaseMs: number;

  constructor(
    connection: Connection,
    private readonly options: JobQueueOptions,
  ) {
    this.model =
      (connection.models.Job as Model<JobRecord> | undefined) ??
      connection.model<JobRecord>('Job', jobSchema);
    this.leaseMs = options.leaseMs ?? 60_000;
    this.maxAttempts = options.maxAttempts ?? 8;
    this.retryBaseMs = options.retryBaseMs ?? 5_000;
  }

  /** Registers the handler of one kind of job (once per kind, before `start`). */
  handle(kind: string, handler: JobHandler): void {
    if (this.handlers.has(kind)) throw new Error(`A handler for job kind "${kind}" is already registered.`);
    this.handlers.set(kind, handler);
  }

  /** Schedules a job; false when a job with this id exists already (scheduling is idempotent). */
  async schedule(job: {
    id: string;
    kind: string;
    dueAt: Date;
    data?: Record<string, unknown>;
  }): Promise<boolean> {
    try {
      await this.model.create({
        _id: job.id,
        kind: job.kind,
        data: job.data ?? {},
        status: 'pending',
        dueAt: job.dueAt,
        createdAt: new Date(this.options.clock.now()),
      });
      // Work due now need not wait for the next poll.
      if (this.started && job.dueAt.getTime() <= this.options.clock.now())
        void this.runDue().catch((error: unknown) =>
          this.options.logger.warn({ err: error }, 'job pass failed'),
        );
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  /** Cancels a pending job; a job already running finishes its attempt (its steps check their own guards). */
  async cancel(id: string): Promise<boolean> {
    const result = await this.model.updateOne(
      { _id: id, status: 'pending' },
      { $set: { status: 'cancelled', finishedAt: new Date(this.options.clock.now()) } },
    );
    return result.modifiedCount === 1;
  }

  /** Removes a job that was scheduled for a change that then failed (nothing half-written stays). */
  async discard(id: string): Promise<void> {
    await this.model.deleteOne({ _id: id, status: 'pending', attempts: 0 });
  }

  get(id: string): Promise<JobRecord | null> {
    return this.model.findById(id).lean<JobRecord>();
  }

  /**
   * Runs every job due now, one after another, until none is left; returns how many ran. Concurrent calls
   * share one pass.
   */
  runDue(): Promise<number> {
    if (this.running) this.again = true;
    this.running ??= this.drain().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** Looks for due jobs every `pollMs` of real time (the due times themselves are on the Clock). */
  start(pollMs: number): void {
    this.stopped = false;
    this.started = true;
    const tick = () => {
      if (this.stopped) return;
      this.runDue().then(
        () => this.schedulePoll(tick, pollMs),
        (error: unknown) => {
          this.options.logger.warn({ err: error }, 'job pass failed');
          this.schedulePoll(tick, pollMs);
        },
      );
    };
    this.schedulePoll(tick, 0);
  }

  /** Stops polling and waits for the job in hand. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.started = false;
    if (this.timer) clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }

  private schedulePoll(tick: () => void, ms: number) {
    if (this.stopped) return;
    this.timer = setTimeout(tick, ms);
    this.timer.unref();
  }

  private async drain(): Promise<number> {
    let ran = 0;
    while (!this.stopped) {
      const job = await this.claimNext();
      if (!job) {
        if (!this.again) break;
        this.again = false;
        continue;
      }
      await this.execute(job);
      ran++;
    }
    return ran;
  }

  /**
   * Claims the earliest due job with one update guarded by its status, due time and lapsed lease. The
   * returned document of a findOneAndUpdate is not trusted on every server, so the claim token is
   * checked by reading the job back.
   */
  private async claimNext(): Promise<JobRecord | null> {
    for (let tries = 0; tries < 5; tries++) {
      const now = new Date(this.options.clock.now());
      const due = {
        status: 'pending' as const,
        dueAt: { $lte: now },
        kind: { $in: [...this.handlers.keys()] },
        $or: [{ leaseUntil: null }, { leaseUntil: { $lte: now } }],
      };
      const candidate = await this.model.findOne(due, { _id: 1 }).sort({ dueAt: 1 }).lean();
      if (!candidate) return null;
      const claim = randomUUID();
      const result = await this.model.updateOne(
        { ...due, _id: candidate._id },
        {
          $set: { claim, leaseUntil: new Date(now.getTime() + this.leaseMs) },
          $inc: { attempts: 1 },
        },
      );
      if (result.modifiedCount !== 1) continue;
      const job = await this.model.findOne({ _id: candidate._id, claim }).lean<JobRecord>();
      if (job) return job;
    }
    return null;
  }

  private async execute(job: JobRecord): Promise<void> {
    const handler = this.handlers.get(job.kind)!;
    const guard = { _id: job._id, claim: job.claim, status: 'pending' as const };
    const run: JobRun = {
      job,
      step: async (name, work) => {
        if (job.steps.includes(name)) return;
        await work();
        await this.model.updateOne(guard, { $addToSet: { steps: name } });
        job.steps.push(name);
      },
    };
    const now = () => new Date(this.options.clock.now());
    try {
      await handler(run);
      await this.model.updateOne(guard, {
        $set: { status: 'done', finishedAt: now(), leaseUntil: null, claim: null, lastError: null },
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const failed = job.attempts >= this.maxAttempts;
      const delay = Math.min(this.retryBaseMs * 2 ** (job.attempts - 1), HOUR_MS);
      await this.model.updateOne(guard, {
        $set: {
          status: failed ? 'failed' : 'pending',
          dueAt: failed ? job.dueAt : new Date(now().getTime() + delay),
          leaseUntil: null,
          claim: null,
          lastError: message.slice(0, 2000),
          ...(failed ? { finishedAt: now() } : {}),
        },
      });
      this.options.logger.warn(
        { jobId: job._id, kind: job.kind, attempts: job.attempts, err: error },
        'job failed',
      );
    }
  }
}
