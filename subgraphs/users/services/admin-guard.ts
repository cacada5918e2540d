import { appError, isDuplicateKeyError } from '../../../platform/errors';
import type { Role } from '../../../platform/identity';
import type { UserModels } from '../models/user';

/** The counter document of active admins (in the users database's `counters` collection). */
const KEY = 'active_admins';

export function isActiveAdmin(user: { status: string; roles: readonly Role[] }): boolean {
  return user.status === 'active' && user.roles.includes('admin');
}

/**
 * Keeps at least one active admin. The rule spans documents (every user), and the embedded server and a
 * sharded cluster have no multi-document transactions, so it lives in one document: a counter of active
 * admins. Taking one away first decrements it only while it is above 1 (one atomic, guarded update), so
 * two admins removing each other at the same moment cannot both pass; the user write follows, and a write
 * that does not happen gives the count back. Adding one increments it after the user write.
 *
 * Every window between the two writes leaves the count at or below the truth, never above, so a crash can
 * only make the guard stricter (an operator resets it by deleting the counter document: it is recounted).
 * The count is taken from the users the first time it is needed.
 */
export class AdminGuard {
  constructor(private readonly models: UserModels) {}

  /** Reserves the removal of one active admin, or refuses with LAST_ADMIN. */
  async leave(): Promise<void> {
    await this.ensure();
    const taken = await this.models.Counter.updateOne({ _id: KEY, seq: { $gt: 1 } }, { $inc: { seq: -1 } });
    if (taken.matchedCount === 0)
      throw appError(
        'LAST_ADMIN',
        'This is the last active admin: make another account an admin first, then remove this one.',
      );
  }

  /** Records one more active admin (after the user write), or gives back a reserved removal. */
  async join(): Promise<void> {
    // A counter created just now counted this admin already.
    if (await this.ensure()) return;
    await this.models.Counter.updateOne({ _id: KEY }, { $inc: { seq: 1 } });
  }

  /** Creates the counter from the users when it is missing; true when this call created it. */
  private async ensure(): Promise<boolean> {
    if (await this.models.Counter.exists({ _id: KEY })) return false;
    const count = await this.models.User.countDocuments({ status: 'active', roles: 'admin' });
    try {
      const created = await this.models.Counter.updateOne(
        { _id: KEY },
        { $setOnInsert: { seq: count } },
        { upsert: true },
      );
      return created.upsertedCount === 1;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }
}
