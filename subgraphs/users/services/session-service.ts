import { randomUUID } from 'node:crypto';
import type { Clock } from '../../../platform/clock';
import { appError, isDuplicateKeyError, notFound } from '../../../platform/errors';
import { ownerFilter } from '../../../platform/identity/access';
import type { Caller } from '../../../platform/identity/caller';
import { randomSecret, sha256 } from '../../../platform/identity/secrets';
import type { CredentialModels, SessionRecord } from '../models/credentials';
import { ownerOrSelf } from './callers';

/** A refresh token works for 30 days after the login that started its session, however often it rotates. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3600 * 1000;
/** Rotated-away token hashes remembered per family, to recognise a replay. */
const USED_HASHES_KEPT = 100;
const TOKEN_PREFIX = 'rt_';

export interface SessionStart {
  userId: string;
  clientId: string | null;
  scopes: readonly string[];
  userAgent?: string | null;
  ipAddress?: string | null;
  /** Use this id (an authorization code reserves it before the session exists). */
  id?: string;
}

/** A refresh token names its family, so a replayed (already rotated) token can revoke exactly that family. */
function parseToken(token: string): { sessionId: string; hash: string } | null {
  if (!token.startsWith(TOKEN_PREFIX)) return null;
  const dot = token.indexOf('.', TOKEN_PREFIX.length);
  if (dot <= TOKEN_PREFIX.length) return null;
  return { sessionId: token.slice(TOKEN_PREFIX.length, dot), hash: sha256(token) };
}

function newToken(sessionId: string): { token: string; hash: string } {
  const token = `${TOKEN_PREFIX}${sessionId}.${randomSecret(32)}`;
  return { token, hash: sha256(token) };
}

const ACTIVE = (now: Date) => ({ revokedAt: null, expiresAt: { $gt: now } });

/**
 * Sessions are refresh-token families. Each refresh rotates the token in one atomic update guarded by
 * the current hash; presenting a token that was already rotated away means it leaked (or a client
 * misbehaves), so the whole family is revoked, including the access tokens that name it (`sid`).
 */
export class SessionService {
  constructor(
    private readonly models: CredentialModels,
    private readonly clock: Clock,
  ) {}

  private now(): Date {
    return new Date(this.clock.now());
  }

  async start(
    _caller: Caller,
    input: SessionStart,
  ): Promise<{ session: SessionRecord; refreshToken: string }> {
    const now = this.now();
    const id = input.id ?? randomUUID();
    const { token, hash } = newToken(id);
    const session: SessionRecord = {
      _id: id,
      userId: input.userId,
      clientId: input.clientId,
      scopes: [...input.scopes],
      tokenHash: hash,
      usedHashes: [],
      userAgent: input.userAgent?.slice(0, 300) ?? null,
      ipAddress: input.ipAddress ?? null,
      createdAt: now,
      lastUsedAt: now,
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
      revokedAt: null,
      revokedReason: null,
    };
    try {
      await this.models.Session.create(session);
    } catch (error) {
      // The id was reserved by an authorization code whose replay revoked it first.
      if (isDuplicateKeyError(error))
        throw appError('INVALID_GRANT', 'The authorization code was already used.');
      throw error;
    }
    return { session, refreshToken: token };
  }

  /** Rotates a refresh token. `clientId` must match the family's (null for first-party logins). */
  async refresh(
    _caller: Caller,
    token: string,
    clientId: string | null,
  ): Promise<{ session: SessionRecord; refreshToken: string }> {
    const now = this.now();
    const parsed = parseToken(token);
    const invalid = () => appError('INVALID_GRANT', 'The refresh token is invalid, expired or revoked.');
    if (!parsed) throw invalid();
    const next = newToken(parsed.sessionId);
    const rotated = await this.models.Session.findOneAndUpdate(
      { _id: parsed.sessionId, tokenHash: parsed.hash, clientId, ...ACTIVE(now) },
      {
        $set: { tokenHash: next.hash, lastUsedAt: now },
        $push: { usedHashes: { $each: [parsed.hash], $slice: -USED_HASHES_KEPT } },
      },
      { returnDocument: 'after' },
    ).lean<SessionRecord>();
    if (rotated) return { session: rotated, refreshToken: next.token };
    // Not the current token. If it is one this family already rotated away, the family is compromised.
    const reused = await this.models.Session.updateOne(
      { _id: parsed.sessionId, usedHashes: parsed.hash, revokedAt: null },
      { $set: { revokedAt: now, revokedReason: 'refresh token reused' } },
    );
    if (reused.modifiedCount) {
      throw appError(
        'INVALID_GRANT',
        'The refresh token was already used; every token of its session has been revoked.',
        { revokedSessionId: parsed.sessionId },
      );
    }
    throw invalid();
  }

  /**
   * Logout: revokes the family of this refresh token and returns its id (null for an unknown token:
   * logout is idempotent and says nothing about tokens it does not know).
   */
  async endByToken(_caller: Caller, token: string): Promise<string | null> {
    const now = this.now();
    const parsed = parseToken(token);
    if (!parsed) return null;
    const result = await this.models.Session.updateOne(
      {
        _id: parsed.sessionId,
        $or: [{ tokenHash: parsed.hash }, { usedHashes: parsed.hash }],
        revokedAt: null,
      },
      { $set: { revokedAt: now, revokedReason: 'logout' } },
    );
    return result.modifiedCount > 0 ? parsed.sessionId : null;
  }

  /**
   * Revokes the session named by a refresh token (current or rotated away) or by id, when it was granted
   * to `clientId`; answers its id, or null when there was none.
   */
  async revokeGranted(
    _caller: Caller,
    clientId: string,
    target: { refreshToken?: string | null; sessionId?: string | null },
  ): Promise<string | null> {
    const parsed = target.refreshToken ? parseToken(target.refreshToken) : null;
    const filter = parsed
      ? { _id: parsed.sessionId, $or: [{ tokenHash: parsed.hash }, { usedHashes: parsed.hash }] }
      : target.sessionId
        ? { _id: target.sessionId }
        : null;
    if (!filter) return null;
    const result = await this.models.Session.updateOne(
      { ...filter, clientId, revokedAt: null },
      { $set: { revokedAt: this.now(), revokedReason: 'revoked by the application' } },
    );
    return result.modifiedCount > 0 ? (parsed?.sessionId ?? target.sessionId ?? null) : null;
  }

  /** The scopes of the active session whose current refresh token this is, or null. */
  async scopesOfToken(_caller: Caller, token: string): Promise<string[] | null> {
    const parsed = parseToken(token);
    if (!parsed) return null;
    const session = await this.models.Session.findOne(
      { _id: parsed.sessionId, tokenHash: parsed.hash, ...ACTIVE(this.now()) },
      { scopes: 1 },
    ).lean<Pick<SessionRecord, 'scopes'>>();
    return session?.scopes ?? null;
  }

  /** The session if it is active (not revoked, not expired). */
  active(_caller: Caller, id: string): Promise<SessionRecord | null> {
    return this.models.Session.findOne({ _id: id, ...ACTIVE(this.now()) }).lean<SessionRecord>();
  }

  /** Revokes one session within the caller's reach; others' sessions answer SESSION_NOT_FOUND. */
  async revoke(caller: Caller, id: string): Promise<boolean> {
    const now = this.now();
    const result = await this.models.Session.updateOne(
      { _id: id, ...ownerFilter(caller.reach.write), ...ACTIVE(now) },
      { $set: { revokedAt: now, revokedReason: 'revoked' } },
    );
    if (result.matchedCount === 0) throw notFound('SESSION_NOT_FOUND', id);
    return true;
  }

  /**
   * Revokes a session by id whether or not it exists yet: a replayed authorization code reserves the id
   * so the session its first exchange is still creating can never become usable.
   */
  async revokeReserved(
    _caller: Caller,
    reservation: { id: string; userId: string; clientId: string },
    reason: string,
  ): Promise<void> {
    const { id, userId, clientId } = reservation;
    const now = this.now();
    await this.models.Session.updateOne(
      { _id: id },
      {
        $set: { revokedAt: now, revokedReason: reason },
        $setOnInsert: {
          userId,
          clientId,
          scopes: [],
          tokenHash: null,
          usedHashes: [],
          createdAt: now,
          lastUsedAt: now,
          expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
        },
      },
      { upsert: true },
    );
  }

  async revokeAllOf(
    _caller: Caller,
    filter: { userId?: string; clientId?: string },
    reason: string,
  ): Promise<number> {
    const now = this.now();
    const result = await this.models.Session.updateMany(
      { ...filter, revokedAt: null },
      { $set: { revokedAt: now, revokedReason: reason } },
    );
    return result.modifiedCount;
  }

  /** Active sessions within reach, newest first: the caller's own unless they name an owner. */
  list(caller: Caller, filter: { userId?: string | null } = {}): Promise<SessionRecord[]> {
    const owner = ownerOrSelf(caller, filter.userId);
    return this.models.Session.find({ ...ownerFilter(caller.reach.read, owner), ...ACTIVE(this.now()) })
      .sort({ createdAt: -1 })
      .limit(200)
      .lean<SessionRecord[]>();
  }

  /** Whether the caller signed in with this session (their own list marks it). */
  isCurrent(caller: Caller, session: Pick<SessionRecord, '_id'>): boolean {
    return caller.identity.kind === 'user' && caller.identity.sessionId === session._id;
  }

  /** Which of these sessions are still active. */
  async activeIds(_caller: Caller, ids: readonly string[]): Promise<string[]> {
    const rows = await this.models.Session.find(
      { _id: { $in: ids }, ...ACTIVE(this.now()) },
      { _id: 1 },
    ).lean<Array<{ _id: string }>>();
    return rows.map((row) => row._id);
  }

  async sweep(_caller: Caller): Promise<number> {
    const result = await this.models.Session.deleteMany({ expiresAt: { $lt: this.now() } });
    return result.deletedCount;
  }
}
