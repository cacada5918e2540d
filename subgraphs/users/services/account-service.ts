import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import { Secret, TOTP } from 'otpauth';
import type { Clock } from '../../../platform/clock';
import { emailAddress, normalEmail } from '../../../platform/email';
import { appError, badInput, isDuplicateKeyError } from '../../../platform/errors';
import type { Role } from '../../../platform/identity';
import type { Caller } from '../../../platform/identity/caller';
import { randomBase62, randomSecret, sha256 } from '../../../platform/identity/secrets';
import type { Notifier } from '../../../platform/notifications';
import type { CredentialModels, PasswordResetRecord } from '../models/credentials';
import { requireStrongPassword } from './password-strength';
import type { MfaState, UserDocument, UserModels, UserRecord } from '../models/user';
import { personOf } from './callers';
import type { SessionService } from './session-service';
import type { UserService } from './user-service';

/** Reset links work for 30 minutes, once. */
export const RESET_TOKEN_TTL_MS = 30 * 60_000;
const RECOVERY_CODES = 10;
const MIN_PASSWORD = 10;
const MAX_PASSWORD = 256;
/** TOTP settings every authenticator app understands: SHA-1, 6 digits, 30 s; one step of clock drift either way. */
const TOTP_PERIOD = 30;
const TOTP_WINDOW = 1;
const TOTP_ISSUER = 'Commerce Platform';

export interface LoginAttempt {
  email: string;
  password: string;
  otp?: string | null;
  recoveryCode?: string | null;
}

/** Self-service sign-up; the name defaults to the address's local part. */
export interface Registration {
  email: string;
  password: string;
  name?: string | null;
}

/** A mailed reset token and the password it sets. */
export interface PasswordReset {
  token: string;
  password: string;
}

export function validPassword(password: string, field = 'password'): string {
  if (password.length < MIN_PASSWORD)
    throw badInput(field, `Passwords have at least ${MIN_PASSWORD} characters.`, 'OUT_OF_RANGE');
  if (password.length > MAX_PASSWORD)
    throw badInput(field, `Passwords have at most ${MAX_PASSWORD} characters.`, 'TOO_LONG');
  return password;
}

function totpOf(secret: string, label = 'account'): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD,
  });
}

/** The time step a code was generated for, or null when it is not valid now. */
function totpStep(secret: string, code: string, now: number): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(secret).validate({ token, timestamp: now, window: TOTP_WINDOW });
  return delta === null ? null : TOTP.counter({ period: TOTP_PERIOD, timestamp: now }) + delta;
}

function normalizeRecoveryCode(code: string): string {
  return code.replace(/[\s-]+/g, '').toLowerCase();
}

const invalidCredentials = () => appError('INVALID_CREDENTIALS', 'Email or password is wrong.');

/**
 * Accounts: sign-up, password checks, multi-factor authentication, password reset and the bootstrap
 * admin. Passwords are hashed with argon2id (OWASP parameters: 19 MiB, 2 passes). Every login failure
 * answers the same INVALID_CREDENTIALS after the same work: an unknown email is checked against a dummy
 * hash, so neither the answer nor its timing tells whether an account exists.
 */
export class AccountService {
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly models: UserModels & CredentialModels,
    private readonly users: UserService,
    private readonly sessions: SessionService,
    private readonly mailer: Notifier,
    /** Base URL the reset message points at (the gateway). */
    private readonly publicUrl: () => string,
    private readonly clock: Clock,
  ) {}

  /** Self-service sign-up: the account, its password hash and UserRegisteredEvent in one insert. */
  async register(caller: Caller, input: Registration): Promise<UserRecord> {
    const email = emailAddress(input.email, 'email');
    const name = input.name?.trim() || email.split('@')[0]!;
    requireStrongPassword(validPassword(input.password), [email, name], 'password');
    const passwordHash = await argon2Hash(input.password);
    return this.users.create(
      caller,
      { name, email },
      { passwordHash, roles: ['customer'], registeredVia: 'self-service' },
    );
  }

  /** Checks a login; returns the active account or throws INVALID_CREDENTIALS / MFA_REQUIRED. */
  async authenticate(_caller: Caller, attempt: LoginAttempt): Promise<UserRecord> {
    const found = await this.models.User.findOne({ email: normalEmail(attempt.email), status: 'active' })
      .select('+passwordHash +mfa')
      .lean<UserDocument>();
    const stored = found?.passwordHash ?? (await this.placeholderHash());
    const matches = await argon2Verify(stored, attempt.password).catch(() => false);
    if (!found || !found.passwordHash || !matches) throw invalidCredentials();
    if (found.mfaEnabled && found.mfa?.secret) {
      if (!attempt.otp && !attempt.recoveryCode)
        throw appError('MFA_REQUIRED', 'Enter the code from your authenticator app (or a recovery code).');
      const passed = attempt.otp
        ? await this.consumeTotp(found._id, found.mfa.secret, attempt.otp)
        : await this.consumeRecoveryCode(found._id, attempt.recoveryCode!);
      if (!passed) throw invalidCredentials();
    }
    return stripSecrets(found);
  }

  /** Starts (or restarts) TOTP enrolment for the caller; nothing changes at login until it is confirmed. */
  async startMfa(caller: Caller): Promise<{ secret: string; otpauthUri: string }> {
    const userId = personOf(caller);
    const user = await this.models.User.findOne({ _id: userId, status: 'active' }).lean<UserRecord>();
    if (!user) throw appError('USER_NOT_FOUND', `No user with id "${userId}".`);
    if (user.mfaEnabled)
      throw badInput(
        'mfa',
        'Multi-factor authentication is already on; disable it first to enrol a new device.',
        'NOT_ALLOWED',
      );
    const secret = new Secret({ size: 20 }).base32;
    await this.models.User.updateOne(
      { _id: userId },
      { $set: { mfa: { secret: null, pendingSecret: secret, lastStep: 0, recoveryHashes: [] } } },
    );
    return { secret, otpauthUri: totpOf(secret, user.email).toString() };
  }

  /** Confirms enrolment with a current code; returns recovery codes, shown this once and stored hashed. */
  async confirmMfa(caller: Caller, code: string): Promise<string[]> {
    const userId = personOf(caller);
    const user = await this.models.User.findOne({ _id: userId, status: 'active' })
      .select('+mfa')
      .lean<UserDocument>();
    const pending = user?.mfa?.pendingSecret;
    if (!user || !pending || user.mfaEnabled)
      throw appError('INVALID_TOKEN', 'There is no enrolment to confirm; start one first.');
    const step = totpStep(pending, code, this.clock.now());
    if (step === null)
      throw badInput(
        'code',
        'The code does not match; check the device clock and try the current code.',
        'INVALID_FORMAT',
      );
    const codes = Array.from({ length: RECOVERY_CODES }, () => {
      const raw = randomBase62(10).toLowerCase();
      return `${raw.slice(0, 5)}-${raw.slice(5)}`;
    });
    const mfa: MfaState = {
      secret: pending,
      pendingSecret: null,
      lastStep: step,
      recoveryHashes: codes.map((c) => sha256(normalizeRecoveryCode(c))),
    };
    const result = await this.models.User.updateOne(
      { _id: userId, 'mfa.pendingSecret': pending, mfaEnabled: false },
      { $set: { mfa, mfaEnabled: true } },
    );
    if (result.modifiedCount === 0)
      throw appError('CONCURRENT_MODIFICATION', 'The enrolment changed meanwhile; start again.');
    return codes;
  }

  /** Turns the caller's MFA off; needs a current code or a recovery code, so a stolen session alone cannot. */
  async disableMfa(caller: Caller, code: string): Promise<boolean> {
    const userId = personOf(caller);
    const user = await this.models.User.findOne({ _id: userId, status: 'active' })
      .select('+mfa')
      .lean<UserDocument>();
    if (!user?.mfaEnabled || !user.mfa?.secret)
      throw badInput('mfa', 'Multi-factor authentication is not on.', 'NOT_ALLOWED');
    const passed = /^\d{6}$/.test(code.trim())
      ? await this.consumeTotp(userId, user.mfa.secret, code)
      : await this.consumeRecoveryCode(userId, code);
    if (!passed) throw badInput('code', 'The code does not match.', 'INVALID_FORMAT');
    await this.models.User.updateOne({ _id: userId }, { $set: { mfa: null, mfaEnabled: false } });
    return true;
  }

  /**
   * Mails a single-use reset token when the email belongs to an active account. The answer is the same
   * either way (no account enumeration).
   */
  async requestPasswordReset(_caller: Caller, email: string): Promise<void> {
    const now = new Date(this.clock.now());
    const user = await this.models.User.findOne({
      email: normalEmail(email),
      status: 'active',
    }).lean<UserRecord>();
    if (!user) return;
    const token = randomSecret(32);
    const expiresAt = new Date(now.getTime() + RESET_TOKEN_TTL_MS);
    await this.models.PasswordReset.create({
      _id: sha256(token),
      userId: user._id,
      expiresAt,
      usedAt: null,
      createdAt: now,
    } satisfies PasswordResetRecord);
    await this.mailer.send({
      channel: 'email',
      to: user.email,
      kind: 'password-reset',
      category: 'transactional',
      userId: user._id,
      subject: 'Reset your password',
      text:
        `Someone (hopefully you) asked to reset the password of ${user.email}.\n\n` +
        `Reset token: ${token}\n\nSend it with your new password to ${this.publicUrl()}/auth/password/reset/confirm ` +
        `within ${RESET_TOKEN_TTL_MS / 60_000} minutes. It works once. If you did not ask, ignore this message.`,
      // The token is in the text anyway; the template shows it in both parts.
      data: {
        userId: user._id,
        expiresAt: expiresAt.toISOString(),
        token,
        confirmUrl: `${this.publicUrl()}/auth/password/reset/confirm`,
      },
    });
  }

  /** Consumes a reset token (once, before it expires), sets the password and signs the account out everywhere. */
  async resetPassword(caller: Caller, input: PasswordReset): Promise<void> {
    const now = new Date(this.clock.now());
    validPassword(input.password);
    // Judged against the account's own email and name before the token is spent, so a refused password
    // leaves the token usable for a better one.
    const pending = await this.models.PasswordReset.findOne({
      _id: sha256(input.token),
      usedAt: null,
      expiresAt: { $gt: now },
    }).lean<PasswordResetRecord>();
    if (!pending) throw appError('INVALID_TOKEN', 'The reset token is invalid, expired or already used.');
    const owner = await this.models.User.findById(pending.userId, { email: 1, name: 1 }).lean<{
      email: string;
      name: string;
    }>();
    requireStrongPassword(input.password, owner ? [owner.email, owner.name] : [], 'password');
    const passwordHash = await argon2Hash(input.password);
    const reset = await this.models.PasswordReset.findOneAndUpdate(
      { _id: sha256(input.token), usedAt: null, expiresAt: { $gt: now } },
      { $set: { usedAt: now } },
      { returnDocument: 'before' },
    ).lean<PasswordResetRecord>();
    if (!reset) throw appError('INVALID_TOKEN', 'The reset token is invalid, expired or already used.');
    const updated = await this.models.User.updateOne(
      { _id: reset.userId, status: 'active' },
      { $set: { passwordHash } },
    );
    if (updated.matchedCount === 0)
      throw appError('INVALID_TOKEN', 'The reset token is invalid, expired or already used.');
    await this.sessions.revokeAllOf(caller, { userId: reset.userId }, 'password reset');
  }

  /** Makes sure the configured admin exists, is active, holds the admin role and has this password. */
  async ensureAdmin(caller: Caller, email: string, password: string): Promise<UserRecord> {
    const normalized = emailAddress(email, 'BOOTSTRAP_ADMIN_EMAIL');
    const passwordHash = await argon2Hash(validPassword(password, 'BOOTSTRAP_ADMIN_PASSWORD'));
    for (let attempt = 0; attempt < 3; attempt++) {
      const updated = await this.users.makeActiveAdmin(caller, normalized, passwordHash);
      if (updated) return updated;
      try {
        return await this.users.create(
          caller,
          { name: 'Administrator', email: normalized },
          { passwordHash, roles: ['admin'] },
        );
      } catch (error) {
        // Another replica created it first: update that one instead.
        const conflict =
          isDuplicateKeyError(error) ||
          (error as { extensions?: { reason?: string } }).extensions?.reason === 'ALREADY_EXISTS';
        if (!conflict) throw error;
      }
    }
    throw new Error('Could not bootstrap the admin account.');
  }

  /** Deletes expired reset tokens. */
  async sweep(_caller: Caller): Promise<number> {
    const result = await this.models.PasswordReset.deleteMany({
      expiresAt: { $lt: new Date(this.clock.now()) },
    });
    return result.deletedCount;
  }

  /** A code is accepted once: the step it belongs to must be newer than the last accepted one (atomic). */
  private async consumeTotp(userId: string, secret: string, code: string): Promise<boolean> {
    const step = totpStep(secret, code, this.clock.now());
    if (step === null) return false;
    const result = await this.models.User.updateOne(
      { _id: userId, 'mfa.secret': secret, 'mfa.lastStep': { $lt: step } },
      { $set: { 'mfa.lastStep': step } },
    );
    return result.modifiedCount === 1;
  }

  private async consumeRecoveryCode(userId: string, code: string): Promise<boolean> {
    const hash = sha256(normalizeRecoveryCode(code));
    const result = await this.models.User.updateOne(
      { _id: userId, 'mfa.recoveryHashes': hash },
      { $pull: { 'mfa.recoveryHashes': hash } },
    );
    return result.modifiedCount === 1;
  }

  private placeholderHash(): Promise<string> {
    this.dummyHash ??= argon2Hash(randomSecret(16));
    return this.dummyHash;
  }
}

function stripSecrets(user: UserDocument): UserRecord {
  const { passwordHash: _hash, mfa: _mfa, outbox: _outbox, ...rest } = user;
  return rest;
}
