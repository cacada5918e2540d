import { randomUUID } from 'node:crypto';
import type { Clock } from '../../../platform/clock';
import { appError, notFound } from '../../../platform/errors';
import { newEvent } from '../../../platform/events/envelope';
import { reaches } from '../../../platform/identity/access';
import type { Caller } from '../../../platform/identity/caller';
import { randomSecret, safeEqual, sha256 } from '../../../platform/identity/secrets';
import type { JobQueue, JobRun } from '../../../platform/jobs';
import type { Notifier } from '../../../platform/notifications';
import type { DeletionState, UserDocument, UserModels, UserRecord } from '../models/user';
import type { ExportModels, PersonalDataExportRecord } from './export-model';
import type { UserService } from '../services/user-service';
import type { PersonalDataRegistry } from './sections';

const DAY_MS = 86_400_000;
export const ERASE_JOB = 'erase-account';
export const EXPORT_JOB = 'build-export';
export const PURGE_EXPORT_JOB = 'purge-export';

export interface PrivacyOptions {
  /** Days between a deletion request and the erasure (PERSONAL_DATA_DELETION_DAYS). */
  deletionDays: number;
  /** Days an export stays downloadable (PERSONAL_DATA_EXPORT_DAYS). */
  exportDays: number;
  /** The gateway's public base URL, for links in messages. */
  publicUrl: () => string;
}

/** What a deletion request answers: when the account will be erased. */
export interface DeletionRequest {
  userId: string;
  requestedAt: Date;
  dueAt: Date;
}

/** An export as its owner sees it (the document itself is read with the download token). */
export type ExportView = Omit<PersonalDataExportRecord, 'tokenHash' | 'content'>;

/**
 * Personal data: deletion as a request with a window to change one's mind, and exports of everything the
 * platform holds about a person. Both run as jobs (platform/jobs) on the users subgraph's Clock, so a
 * restart loses neither.
 *
 * Deletion: the account closes at once (status DELETED, sessions, API keys and webhook endpoints
 * revoked); the person gets an email with a cancel token; staff may cancel for them too. When the window
 * ends the erasure job erases every personal-data section, then anonymises the account record (kept as a
 * tombstone, so orders still name their user, with name "Deleted user" and an email that frees the
 * address) and announces UserErasedEvent, on which the orders subgraph anonymises the orders (kept for
 * accounting).
 */
export class PrivacyService {
  constructor(
    private readonly models: UserModels & ExportModels,
    /** Closes and reopens accounts through the admin guard (the last active admin is never deleted). */
    private readonly users: UserService,
    private readonly registry: PersonalDataRegistry,
    private readonly jobs: JobQueue,
    private readonly mailer: Notifier,
    private readonly closeCredentials: (caller: Caller, userId: string) => Promise<void>,
    private readonly clock: Clock,
    private readonly options: PrivacyOptions,
  ) {
    jobs.handle(ERASE_JOB, (run) => this.erase(run));
    jobs.handle(EXPORT_JOB, (run) => this.build(run));
    jobs.handle(PURGE_EXPORT_JOB, (run) => this.purge(run));
  }

  /**
   * Closes the account at once and schedules its erasure. The job is written first: a crash before the
   * account's own update leaves a job that finds no matching request and ends without touching anything.
   */
  async requestDeletion(caller: Caller, userId: string): Promise<DeletionRequest> {
    const now = this.clock.now();
    const requestedAt = new Date(now);
    const dueAt = new Date(now + this.options.deletionDays * DAY_MS);
    const jobId = `${ERASE_JOB}:${userId}:${randomUUID()}`;
    const token = randomSecret(32);
    const user = reaches(caller.reach.write, userId)
      ? await this.models.User.findById(userId, { status: 1, email: 1, deletion: 1 }).lean<UserRecord>()
      : null;
    if (user?.status === 'deleted') throw this.alreadyDeleted(user);
    if (user) await this.jobs.schedule({ id: jobId, kind: ERASE_JOB, dueAt, data: { userId } });
    // Guarded by the status and roles it was judged on (the admin guard): of two requests at once, one
    // closes the account, the other is told; the last active admin is refused (LAST_ADMIN).
    let closed;
    try {
      closed = await this.users.closeForDeletion(caller, userId, (previousStatus) => ({
        state: 'pending',
        requestedAt,
        dueAt,
        requestedBy: caller.actor ?? 'anonymous',
        jobId,
        previousStatus,
        cancelTokenHash: sha256(token),
        erasedAt: null,
      }));
    } catch (error) {
      if (user) await this.jobs.discard(jobId);
      throw error;
    }
    if (!closed || !user) {
      if (user) await this.jobs.discard(jobId);
      const current = await this.models.User.findById(userId, { status: 1, deletion: 1 }).lean<UserRecord>();
      if (current?.status === 'deleted') throw this.alreadyDeleted(current);
      throw notFound('USER_NOT_FOUND', userId);
    }
    await this.closeCredentials(caller, userId);
    await this.mailer.send({
      channel: 'email',
      category: 'transactional',
      to: user.email,
      kind: 'deletion-scheduled',
      subject: 'Your account will be deleted',
      text:
        `Your account ${user.email} is closed and its personal data will be erased on ` +
        `${dueAt.toISOString().slice(0, 10)}.\n\nChanged your mind? Until then, send this cancel token to ` +
        `${this.options.publicUrl()}/auth/account/deletion/cancel (or ask our support team): ${token}`,
      data: {
        userId,
        dueAt: dueAt.toISOString(),
        cancelToken: token,
        cancelUrl: `${this.options.publicUrl()}/auth/account/deletion/cancel`,
      },
      idempotencyKey: `${jobId}:email`,
    });
    return { userId, requestedAt, dueAt };
  }

  private alreadyDeleted(user: UserRecord) {
    if (user.deletion?.state === 'pending')
      return appError('DELETION_ALREADY_REQUESTED', 'This account already has a pending deletion request.', {
        dueAt: user.deletion.dueAt.toISOString(),
      });
    return notFound('USER_NOT_FOUND', user._id);
  }

  /** The person cancels with the token mailed to them; the account is restored to its earlier status. */
  async cancelDeletionWithToken(caller: Caller, token: string): Promise<DeletionRequest> {
    const user = await this.models.User.findOne({
      'deletion.cancelTokenHash': sha256(token),
      'deletion.state': 'pending',
    }).lean<UserRecord>();
    if (!user?.deletion?.cancelTokenHash || !safeEqual(user.deletion.cancelTokenHash, sha256(token)))
      throw appError(
        'INVALID_TOKEN',
        'The cancel token is unknown, used, or its deletion was already carried out.',
      );
    return this.restore(caller, user._id, user.deletion);
  }

  /** Staff cancel a pending deletion for the person (the permissions let only staff call it). */
  async cancelDeletion(caller: Caller, userId: string): Promise<DeletionRequest> {
    const user = await this.models.User.findById(userId, { deletion: 1 }).lean<UserRecord>();
    if (user?.deletion?.state !== 'pending') throw notFound('USER_NOT_FOUND', userId);
    return this.restore(caller, userId, user.deletion);
  }

  private async restore(caller: Caller, userId: string, deletion: DeletionState): Promise<DeletionRequest> {
    // Guarded by the request's job id: a cancel racing the erasure (or another cancel) changes nothing twice.
    if (!(await this.users.reopenAfterDeletion(caller, userId, deletion)))
      throw appError('INVALID_TOKEN', 'The deletion was cancelled or carried out meanwhile.');
    await this.jobs.cancel(deletion.jobId);
    return { userId, requestedAt: deletion.requestedAt, dueAt: deletion.dueAt };
  }

  /** The erasure job: every section, then the account record and the event for the other subgraphs. */
  private async erase(run: JobRun): Promise<void> {
    const userId = String(run.job.data.userId);
    const user = await this.models.User.findById(userId).lean<UserDocument>();
    const deletion = user?.deletion;
    // A request that was cancelled (or never landed) leaves nothing to do.
    if (!user || !deletion || deletion.jobId !== run.job._id) return;
    if (deletion.state === 'pending') {
      await run.step('erase-sections', async () => {
        for (const section of this.registry.list())
          await section.erase({ userId, email: user.email, phone: user.phone });
      });
    }
    await run.step('anonymise-account', async () => {
      const now = new Date(this.clock.now());
      await this.models.User.updateOne(
        { _id: userId, 'deletion.jobId': run.job._id, 'deletion.state': 'pending' },
        {
          $set: {
            name: 'Deleted user',
            email: `deleted+${userId}@users.invalid`,
            phone: null,
            passwordHash: null,
            mfa: null,
            mfaEnabled: false,
            'deletion.state': 'erased',
            'deletion.cancelTokenHash': null,
            'deletion.erasedAt': now,
          },
          $push: {
            outbox: newEvent(
              'UserErasedEvent',
              'user',
              userId,
              2,
              { userId, erasedAt: now.toISOString() },
              now,
            ),
          },
        },
      );
    });
  }

  /** Asks for an export of the person's data; a job builds it. */
  async requestExport(
    caller: Caller,
    userId: string,
  ): Promise<{ export: ExportView; downloadToken: string }> {
    if (!reaches(caller.reach.write, userId)) throw notFound('USER_NOT_FOUND', userId);
    const exists = await this.models.User.exists({ _id: userId, status: { $ne: 'deleted' } });
    if (!exists) throw notFound('USER_NOT_FOUND', userId);
    const now = new Date(this.clock.now());
    const id = randomUUID();
    const token = randomSecret(32);
    const record: PersonalDataExportRecord = {
      _id: id,
      userId,
      requestedBy: caller.actor ?? 'anonymous',
      status: 'pending',
      tokenHash: sha256(token),
      requestedAt: now,
      readyAt: null,
      expiresAt: null,
      content: null,
      bytes: null,
    };
    // The record first: the job that builds it must find it. Should scheduling fail, the record goes too.
    await this.models.PersonalDataExport.create(record);
    try {
      await this.jobs.schedule({
        id: `${EXPORT_JOB}:${id}`,
        kind: EXPORT_JOB,
        dueAt: now,
        data: { exportId: id },
      });
    } catch (error) {
      await this.models.PersonalDataExport.deleteOne({ _id: id });
      throw error;
    }
    return { export: viewOf(record), downloadToken: token };
  }

  /** The person's exports (staff: anyone's), newest first; expired ones are gone. */
  async listExports(caller: Caller, userId: string): Promise<ExportView[]> {
    if (!reaches(caller.reach.read, userId)) return [];
    const rows = await this.models.PersonalDataExport.find(
      { userId, $or: [{ expiresAt: null }, { expiresAt: { $gt: new Date(this.clock.now()) } }] },
      { content: 0, tokenHash: 0 },
    )
      .sort({ requestedAt: -1 })
      .lean<PersonalDataExportRecord[]>();
    return rows.map(viewOf);
  }

  /**
   * The export document, for its owner only (staff asked on their behalf, but the data is the person's)
   * and with the download token from the request.
   */
  async download(caller: Caller, exportId: string, token: string): Promise<string> {
    const record = await this.models.PersonalDataExport.findById(exportId).lean<PersonalDataExportRecord>();
    const now = this.clock.now();
    if (
      !record ||
      record.userId !== caller.person ||
      !safeEqual(record.tokenHash, sha256(token)) ||
      (record.expiresAt && record.expiresAt.getTime() <= now)
    )
      throw notFound('EXPORT_NOT_FOUND', exportId);
    if (record.status !== 'ready' || record.content === null)
      throw appError('EXPORT_NOT_READY', 'The export is still being built.', { status: record.status });
    return record.content;
  }

  private async build(run: JobRun): Promise<void> {
    const exportId = String(run.job.data.exportId);
    const record = await this.models.PersonalDataExport.findById(exportId).lean<PersonalDataExportRecord>();
    if (!record || record.status !== 'pending') return;
    const user = await this.models.User.findById(record.userId, { email: 1, phone: 1 }).lean<UserRecord>();
    if (!user) return;
    const now = new Date(this.clock.now());
    const expiresAt = new Date(now.getTime() + this.options.exportDays * DAY_MS);
    const sections = await this.registry.collect({
      userId: record.userId,
      email: user.email,
      phone: user.phone,
    });
    const content = JSON.stringify(
      { format: 'commerce-personal-data/1', userId: record.userId, generatedAt: now.toISOString(), sections },
      null,
      2,
    );
    await this.jobs.schedule({
      id: `${PURGE_EXPORT_JOB}:${exportId}`,
      kind: PURGE_EXPORT_JOB,
      dueAt: expiresAt,
      data: { exportId },
    });
    await this.models.PersonalDataExport.updateOne(
      { _id: exportId, status: 'pending' },
      { $set: { status: 'ready', readyAt: now, expiresAt, content, bytes: Buffer.byteLength(content) } },
    );
  }

  private async purge(run: JobRun): Promise<void> {
    await this.models.PersonalDataExport.deleteOne({ _id: String(run.job.data.exportId) });
  }

  /** Deletes exports past their time that a purge job has not reached (reads filter on expiresAt anyway). */
  async sweep(_caller: Caller): Promise<number> {
    const result = await this.models.PersonalDataExport.deleteMany({
      expiresAt: { $lte: new Date(this.clock.now()) },
    });
    return result.deletedCount;
  }
}

function viewOf(record: PersonalDataExportRecord): ExportView {
  const { tokenHash: _hash, content: _content, ...view } = record;
  return view;
}
