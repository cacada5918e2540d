import { randomUUID } from 'node:crypto';
import type { Clock } from '../../../platform/clock';
import { emailAddress } from '../../../platform/email';
import { appError, badInput, isDuplicateKeyError, notFound } from '../../../platform/errors';
import { newEvent } from '../../../platform/events/envelope';
import { escapeRegex, type Page } from '../../../platform/graphql/paging';
import type { Role } from '../../../platform/identity';
import { reaches } from '../../../platform/identity/access';
import type { Caller } from '../../../platform/identity/caller';
import { findLean } from '../../../platform/mongo/reads';
import type { CustomerStatusValue, DeletionState, UserModels, UserRecord } from '../models/user';
import { AdminGuard, isActiveAdmin } from './admin-guard';

export interface CreateUserFields {
  name: string;
  email: string;
  phone?: string | null;
}

/** What account creation adds beyond the public fields (sign-up, bootstrap). */
export interface NewAccountOptions {
  id?: string;
  passwordHash?: string | null;
  roles?: Role[];
  /**
   * How the account came to be, for UserRegisteredEvent (recorded in the same insert, through the
   * embedded outbox). Accounts made by configuration (the bootstrap admin) publish nothing.
   */
  registeredVia?: 'self-service' | 'staff';
}

export interface UpdateUserFields {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  status?: CustomerStatusValue | null;
}

export interface UserQuery {
  page: Page;
  status?: CustomerStatusValue | null;
  search?: string | null;
  /** Default CREATED_AT_ASC. */
  sort?: UserSort | null;
}

/** How `users` sorts, as the schema's UserOrder enum names it; `number` is creation order and unique. */
export type UserSort = 'CREATED_AT_ASC' | 'CREATED_AT_DESC' | 'NAME_ASC' | 'NAME_DESC';

const userSorts: Readonly<Record<UserSort, Record<string, 1 | -1>>> = {
  CREATED_AT_ASC: { number: 1 },
  CREATED_AT_DESC: { number: -1 },
  NAME_ASC: { name: 1, number: 1 },
  NAME_DESC: { name: -1, number: 1 },
};

const PHONE = /^\+?[0-9 ()-]{5,32}$/;
const INT32_MAX = 2 ** 31 - 1;
/** How often to draw a new number after a concurrent creator took the same one. */
const NUMBER_ATTEMPTS = 8;

function validName(name: string, field: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw badInput(field, 'Name is required.', 'REQUIRED');
  if (trimmed.length > 255) throw badInput(field, 'Name must be at most 255 characters.', 'TOO_LONG');
  return trimmed;
}

function validPhone(phone: string | null | undefined, field: string): string | null {
  if (phone === null || phone === undefined || phone.trim() === '') return null;
  if (!PHONE.test(phone.trim()))
    throw badInput(
      field,
      'Phone must be digits with optional +, spaces, dashes and parentheses.',
      'INVALID_FORMAT',
    );
  return phone.trim();
}

/** A change to an account's document that may add or take away an active admin. */
type AccountWrite = Partial<Pick<UserRecord, 'status' | 'roles'>> & Record<string, unknown>;

/** How often a write is judged again after the account's status or roles changed under it. */
const WRITE_ATTEMPTS = 5;

/** Roles of an active account, or null when it is inactive, deleted or missing (`UserService.activeRoles`). */
export type ActiveRoles = (caller: Caller, userId: string) => Promise<Role[] | null>;

/** What happens when an account closes (deactivated or deleted): its credentials must stop working. */
export type AccountClosedHook = (caller: Caller, userId: string) => Promise<void>;

/** Business rules for accounts. Resolvers, gRPC and the REST adapter all come through here. */
export class UserService {
  private readonly admins: AdminGuard;

  constructor(
    private readonly models: UserModels,
    private readonly clock: Clock,
    /** Called after an account is deactivated: its sessions and keys must stop working. */
    private readonly onAccountClosed: AccountClosedHook = async () => {},
  ) {
    this.admins = new AdminGuard(models);
  }

  /** Users by id, deleted ones included (orders still name them); the per-request loader reads through here. */
  async byIds(_caller: Caller, ids: readonly string[]): Promise<UserRecord[]> {
    return findLean<UserRecord>(this.models.User, { _id: { $in: ids } });
  }

  /**
   * Users that other subgraphs' records name, deleted ones included (they resolve as "Deleted user");
   * other people's accounts only for staff and services, so a reference never shows what `user` would not.
   */
  async referenced(caller: Caller, ids: readonly string[]): Promise<UserRecord[]> {
    const reachable = ids.filter((id) => reaches(caller.reach.read, id));
    if (!reachable.length) return [];
    return findLean<UserRecord>(this.models.User, { _id: { $in: reachable } });
  }

  /** A visible (not deleted) user within reach, or null: someone else's account looks like a missing one. */
  async get(caller: Caller, id: string): Promise<UserRecord | null> {
    if (!reaches(caller.reach.read, id)) return null;
    return this.models.User.findOne({ _id: id, status: { $ne: 'deleted' } }).lean<UserRecord>();
  }

  /** The caller's own account; null for callers who are nobody (anonymous, services). */
  async me(caller: Caller): Promise<UserRecord | null> {
    return caller.person ? this.get(caller, caller.person) : null;
  }

  async getByNumber(caller: Caller, number: number): Promise<UserRecord | null> {
    const user = await this.models.User.findOne({ number, status: { $ne: 'deleted' } }).lean<UserRecord>();
    return user && reaches(caller.reach.read, user._id) ? user : null;
  }

  /** Staff's list of accounts (the permissions let only staff and services call it). */
  async list(_caller: Caller, query: UserQuery): Promise<UserRecord[]> {
    // Deleted accounts are never listed.
    if (query.status === 'deleted') return [];
    const filter: Record<string, unknown> = { status: query.status || { $ne: 'deleted' } };
    const needle = query.search?.trim();
    if (needle) {
      if (needle.length > 200)
        throw badInput('search', 'The search text is at most 200 characters.', 'TOO_LONG');
      const pattern = new RegExp(escapeRegex(needle), 'i');
      filter.$or = [{ name: pattern }, { email: pattern }];
    }
    return this.models.User.find(filter)
      .sort(userSorts[query.sort ?? 'CREATED_AT_ASC'])
      .skip(query.page.offset)
      .limit(query.page.limit)
      .lean<UserRecord[]>();
  }

  /** Roles of an active account, or null when it is inactive, deleted or missing. */
  async activeRoles(_caller: Caller, id: string): Promise<Role[] | null> {
    const user = await this.models.User.findOne({ _id: id, status: 'active' }, { roles: 1 }).lean<
      Pick<UserRecord, 'roles'>
    >();
    return user ? user.roles : null;
  }

  /** Active accounts holding `role` (staff to alert), oldest first, at most `limit`. */
  async activeWithRole(_caller: Caller, role: Role, limit = 100): Promise<UserRecord[]> {
    return this.models.User.find({ status: 'active', roles: role })
      .sort({ createdAt: 1 })
      .limit(limit)
      .lean<UserRecord[]>();
  }

  /** Visible users whose name or email contains the text (case-insensitive). */
  async search(_caller: Caller, text: string, limit: number): Promise<UserRecord[]> {
    const needle = text.trim();
    if (!needle) return [];
    const pattern = new RegExp(escapeRegex(needle), 'i');
    return this.models.User.find({ status: { $ne: 'deleted' }, $or: [{ name: pattern }, { email: pattern }] })
      .limit(limit)
      .lean<UserRecord[]>();
  }

  async create(
    _caller: Caller,
    input: CreateUserFields,
    options: NewAccountOptions = {},
  ): Promise<UserRecord> {
    const id = options.id ?? randomUUID();
    const fields = {
      _id: id,
      name: validName(input.name, 'name'),
      email: emailAddress(input.email, 'email'),
      phone: validPhone(input.phone, 'phone'),
      status: 'active' as const,
      roles: options.roles ?? ['customer'],
      passwordHash: options.passwordHash ?? null,
    };
    const outbox = options.registeredVia
      ? [
          newEvent(
            'UserRegisteredEvent',
            'user',
            id,
            1,
            { userId: id, email: fields.email, name: fields.name, via: options.registeredVia },
            new Date(this.clock.now()),
          ),
        ]
      : [];
    for (let attempt = 0; attempt < NUMBER_ATTEMPTS; attempt++) {
      const number = await this.nextNumber();
      try {
        const created = await this.models.User.create({ ...fields, number, outbox });
        if (isActiveAdmin(fields)) await this.admins.join();
        const { passwordHash: _secret, mfa: _mfa, outbox: _events, ...user } = created.toObject();
        return user as UserRecord;
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
        if (error.keyPattern && 'email' in error.keyPattern) throw emailTaken(fields.email);
        if (!error.keyPattern || !('number' in error.keyPattern)) {
          // Servers that omit keyPattern: tell the two indexes apart by looking.
          if (await this.models.User.exists({ email: fields.email })) throw emailTaken(fields.email);
        }
        // The counter's returned value is not trusted on every server; the unique index is. Draw again.
      }
    }
    throw appError(
      'CONCURRENT_MODIFICATION',
      'Could not assign a user number under contention; retry the request.',
    );
  }

  /** Changes a user within write reach (others: see `outOfWriteReach`); only admins change the status. */
  async update(caller: Caller, id: string, input: UpdateUserFields): Promise<UserRecord> {
    const reach = caller.reach.write;
    if (!reaches(reach, id)) throw await this.outOfWriteReach(caller, id);
    const set: Partial<UserRecord> = {};
    if (input.name !== undefined && input.name !== null) set.name = validName(input.name, 'name');
    if (input.email !== undefined && input.email !== null) set.email = emailAddress(input.email, 'email');
    if (input.phone !== undefined) set.phone = validPhone(input.phone, 'phone');
    if (input.status !== undefined && input.status !== null) {
      if (input.status === 'deleted')
        throw badInput('status', 'Use deleteUser (a deletion request) to delete a user.', 'NOT_ALLOWED');
      // Write reach over everyone: admins and the platform's own services.
      if (reach.kind !== 'all')
        throw badInput('status', 'Only an admin changes the status of an account.', 'NOT_ALLOWED');
      set.status = input.status;
    }
    try {
      const updated = await this.writeUser(id, set);
      if (!updated) throw notFound('USER_NOT_FOUND', id);
      if (set.status === 'inactive') await this.onAccountClosed(caller, id);
      return updated;
    } catch (error) {
      if (isDuplicateKeyError(error) && set.email) throw emailTaken(set.email);
      throw error;
    }
  }

  /**
   * Makes the account with this email an active admin with this password (the bootstrap admin), through
   * the same guarded write as every other role change. Null when no visible account has the email.
   */
  async makeActiveAdmin(_caller: Caller, email: string, passwordHash: string): Promise<UserRecord | null> {
    const found = await this.models.User.findOne({ email, status: { $ne: 'deleted' } }, { _id: 1 }).lean<{
      _id: string;
    }>();
    if (!found) return null;
    return this.writeUser(found._id, (current) => ({
      passwordHash,
      status: 'active',
      roles: current.roles.includes('admin') ? current.roles : [...current.roles, 'admin'],
    }));
  }

  /**
   * Closes an account for a deletion request (status DELETED with the request), through the same guarded
   * write as every other status change, so the last active admin cannot be deleted (LAST_ADMIN). Null when
   * no visible account has this id (already deleted, or missing).
   */
  async closeForDeletion(
    caller: Caller,
    id: string,
    request: (previousStatus: DeletionState['previousStatus']) => DeletionState,
  ): Promise<UserRecord | null> {
    if (!reaches(caller.reach.write, id)) throw await this.outOfWriteReach(caller, id);
    return this.writeUser(id, (current) => {
      // writeUser only reads accounts that are not deleted yet.
      const deletion = request(current.status as DeletionState['previousStatus']);
      return { status: 'deleted', deletedAt: deletion.requestedAt, deletion };
    });
  }

  /**
   * Reopens an account whose pending deletion (`jobId`) is cancelled, with its earlier status; an admin
   * that comes back counts as an active admin again. False when that request is no longer pending.
   */
  async reopenAfterDeletion(_caller: Caller, id: string, deletion: DeletionState): Promise<boolean> {
    const reopened = await this.models.User.findOneAndUpdate(
      { _id: id, 'deletion.state': 'pending', 'deletion.jobId': deletion.jobId },
      { $set: { status: deletion.previousStatus, deletion: null, deletedAt: null } },
      { returnDocument: 'after', projection: { status: 1, roles: 1 } },
    ).lean<Pick<UserRecord, 'status' | 'roles'>>();
    if (!reopened) return false;
    if (isActiveAdmin(reopened)) await this.admins.join();
    return true;
  }

  /** Replaces the roles of an account (the permissions let only admins call it). */
  async setRoles(_caller: Caller, id: string, roleList: readonly Role[]): Promise<UserRecord> {
    const unique = [...new Set(roleList)];
    if (!unique.length)
      throw badInput(
        'roles',
        'An account has at least one role (customer for ordinary accounts).',
        'REQUIRED',
      );
    const updated = await this.writeUser(id, { roles: unique });
    if (!updated) throw notFound('USER_NOT_FOUND', id);
    return updated;
  }

  /**
   * Applies `set` to a visible user while keeping an active admin (AdminGuard): the write is conditional on
   * the status and roles it was judged on, and is judged again when they changed in between. Null when no
   * visible user has this id.
   */
  private async writeUser(
    id: string,
    change: AccountWrite | ((current: Pick<UserRecord, 'status' | 'roles'>) => AccountWrite),
  ): Promise<UserRecord | null> {
    for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
      const current = await this.models.User.findOne(
        { _id: id, status: { $ne: 'deleted' } },
        { status: 1, roles: 1 },
      ).lean<Pick<UserRecord, 'status' | 'roles'>>();
      if (!current) return null;
      const set = typeof change === 'function' ? change(current) : change;
      const before = isActiveAdmin(current);
      const after = isActiveAdmin({
        status: set.status ?? current.status,
        roles: set.roles ?? current.roles,
      });
      const leaving = before && !after;
      if (leaving) await this.admins.leave();
      let updated: UserRecord | null;
      try {
        updated = await this.models.User.findOneAndUpdate(
          { _id: id, status: current.status, roles: current.roles },
          { $set: set },
          { returnDocument: 'after' },
        ).lean<UserRecord>();
      } catch (error) {
        if (leaving) await this.admins.join();
        throw error;
      }
      if (!updated) {
        if (leaving) await this.admins.join();
        continue;
      }
      if (!before && after) await this.admins.join();
      return updated;
    }
    throw appError(
      'CONCURRENT_MODIFICATION',
      'The account kept changing while it was written; retry the request.',
    );
  }

  /**
   * The refusal for a write outside the caller's reach. Someone who cannot read the account either (a
   * customer) must not learn it exists, so it looks missing; someone who can read it (support) already
   * knows, and a "not found" would only mislead them: they lack the right, so FORBIDDEN (as does a
   * read-only account changing its own record).
   */
  private async outOfWriteReach(caller: Caller, id: string) {
    const visible =
      reaches(caller.reach.read, id) &&
      (await this.models.User.exists({ _id: id, status: { $ne: 'deleted' } })) !== null;
    return visible
      ? appError('FORBIDDEN', 'You may read this account but not change it; ask an admin.')
      : notFound('USER_NOT_FOUND', id);
  }

  private async nextNumber(): Promise<number> {
    const counter = await this.models.Counter.findOneAndUpdate(
      { _id: 'user_number' },
      { $inc: { seq: 1 } },
      { upsert: true, returnDocument: 'after' },
    ).lean<{ seq: number }>();
    const number = counter?.seq ?? 1;
    if (number > INT32_MAX) throw appError('INTERNAL_SERVER_ERROR', 'User numbers are exhausted.');
    return number;
  }
}

function emailTaken(email: string) {
  return badInput('email', `A user with email "${email}" already exists.`, 'ALREADY_EXISTS');
}
