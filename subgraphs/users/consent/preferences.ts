import { randomUUID } from 'node:crypto';
import { Schema, type Connection, type Model } from 'mongoose';
import type { Clock } from '../../../platform/clock';
import { appError, badInput, isDuplicateKeyError, notFound } from '../../../platform/errors';
import { isStaff, reaches } from '../../../platform/identity/access';
import type { Caller } from '../../../platform/identity/caller';
import type { Channel, MessageCategory } from '../../../platform/notifications';

/**
 * What a customer may agree to. Each topic has versioned wording (the consent text table); an agreement
 * records the exact wording shown.
 */
export const consentTopics = [
  'newsletter',
  'marketing-email',
  'marketing-sms',
  'marketing-push',
  'personalised-recommendations',
  'analytics',
] as const;
export type ConsentTopic = (typeof consentTopics)[number];

export type ProfileVisibility = 'private' | 'public';
/** Where a change came from: the web portal, an API client, support staff, or an import by the platform. */
export type ChangeSource = 'portal' | 'api' | 'support' | 'import';

export interface PreferencesState {
  newsletter: boolean;
  marketing: { email: boolean; sms: boolean; push: boolean };
  privacy: {
    profileVisibility: ProfileVisibility;
    personalisedRecommendations: boolean;
    analytics: boolean;
  };
}

/** A person's settings as read, with whose they are. */
export type UserPreferences = PreferencesRecord & { userId: string };

/** One change, as a regulator would ask for it: what, when, from where, by whom, in which request, to which wording. */
export interface ConsentAuditEntry {
  _id: string;
  at: Date;
  /** `newsletter`, `marketing.email`, ..., `privacy.profileVisibility`. */
  setting: string;
  previous: boolean | string;
  value: boolean | string;
  source: ChangeSource;
  /** Who made the change (a user id, `client:<id>`, `service:<name>`). */
  actor: string;
  requestId: string;
  /** The consent text agreed to (null for settings that need none, such as profile visibility). */
  textTopic: ConsentTopic | null;
  textVersion: number | null;
  /** The exact wording, copied: the table may gain versions, this entry never changes. */
  text: string | null;
}

/** One customer's settings and the full trail of their changes, in one document: a change and its audit entry are one write. */
export interface PreferencesRecord extends PreferencesState {
  _id: string;
  version: number;
  audit: ConsentAuditEntry[];
  updatedAt: Date;
}

export interface ConsentTextRecord {
  _id: string;
  topic: ConsentTopic;
  version: number;
  text: string;
  publishedAt: Date;
}

const DEFAULTS: PreferencesState = {
  newsletter: false,
  marketing: { email: false, sms: false, push: false },
  privacy: { profileVisibility: 'private', personalisedRecommendations: false, analytics: false },
};

/** Version 1 of each wording, published at start-up when the table has none for its topic. */
const FIRST_TEXTS: Readonly<Record<ConsentTopic, string>> = {
  newsletter: 'Send me the newsletter by email, at most once a week. I can unsubscribe at any time.',
  'marketing-email':
    'Send me offers, price drops and product news by email. I can withdraw this consent at any time.',
  'marketing-sms':
    'Send me offers, price drops and product news by SMS. I can withdraw this consent at any time.',
  'marketing-push':
    'Send me offers, price drops and product news as push notifications. I can withdraw this consent at any time.',
  'personalised-recommendations':
    'Use my orders, wish lists and browsing on this site to recommend products to me.',
  analytics: 'Measure how I use the site, pseudonymously, to improve it.',
};

/** Each boolean setting and the consent topic whose wording it is agreed to under. */
const SETTINGS = {
  newsletter: 'newsletter',
  'marketing.email': 'marketing-email',
  'marketing.sms': 'marketing-sms',
  'marketing.push': 'marketing-push',
  'privacy.personalisedRecommendations': 'personalised-recommendations',
  'privacy.analytics': 'analytics',
} as const satisfies Record<string, ConsentTopic>;
type BooleanSetting = keyof typeof SETTINGS;

const auditSchema = new Schema<ConsentAuditEntry>(
  {
    _id: { type: String, required: true },
    at: { type: Date, required: true },
    setting: { type: String, required: true },
    previous: { type: Schema.Types.Mixed, required: true },
    value: { type: Schema.Types.Mixed, required: true },
    source: { type: String, required: true },
    actor: { type: String, required: true },
    requestId: { type: String, required: true },
    textTopic: { type: String, default: null },
    textVersion: { type: Number, default: null },
    text: { type: String, default: null },
  },
  { _id: false },
);

const preferencesSchema = new Schema<PreferencesRecord>(
  {
    _id: { type: String, required: true },
    newsletter: { type: Boolean, required: true },
    marketing: {
      email: { type: Boolean, required: true },
      sms: { type: Boolean, required: true },
      push: { type: Boolean, required: true },
    },
    privacy: {
      profileVisibility: { type: String, required: true },
      personalisedRecommendations: { type: Boolean, required: true },
      analytics: { type: Boolean, required: true },
    },
    version: { type: Number, required: true },
    audit: { type: [auditSchema], default: () => [] },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'preferences', versionKey: false },
);

const consentTextSchema = new Schema<ConsentTextRecord>(
  {
    _id: { type: String, required: true },
    topic: { type: String, required: true },
    version: { type: Number, required: true },
    text: { type: String, required: true },
    publishedAt: { type: Date, required: true },
  },
  { collection: 'consent_texts', versionKey: false },
);
consentTextSchema.index({ topic: 1, version: 1 }, { unique: true });

export function preferenceModels(connection: Connection) {
  return {
    Preferences: connection.model<PreferencesRecord>(
      'Preferences',
      preferencesSchema,
    ) as Model<PreferencesRecord>,
    ConsentText: connection.model<ConsentTextRecord>(
      'ConsentText',
      consentTextSchema,
    ) as Model<ConsentTextRecord>,
  };
}

/** A change of settings; every field is optional, and each boolean one names the wording version agreed to. */
export interface PreferencesChange {
  newsletter?: boolean | null;
  marketingEmail?: boolean | null;
  marketingSms?: boolean | null;
  marketingPush?: boolean | null;
  personalisedRecommendations?: boolean | null;
  analytics?: boolean | null;
  profileVisibility?: ProfileVisibility | null;
  /**
   * The versions of the wordings the person was shown, by topic; a topic left out is recorded with its
   * current version.
   */
  textVersions?: ReadonlyArray<{ topic: ConsentTopic; version: number }> | null;
}

const CHANGE_FIELDS: ReadonlyArray<[keyof PreferencesChange, BooleanSetting]> = [
  ['newsletter', 'newsletter'],
  ['marketingEmail', 'marketing.email'],
  ['marketingSms', 'marketing.sms'],
  ['marketingPush', 'marketing.push'],
  ['personalisedRecommendations', 'privacy.personalisedRecommendations'],
  ['analytics', 'privacy.analytics'],
];

const MAX_ROUNDS = 16;
const channelSetting: Readonly<Record<Exclude<Channel, 'in-app'>, 'email' | 'sms' | 'push'>> = {
  email: 'email',
  sms: 'sms',
  push: 'push',
};

/**
 * Customers' preferences and consents. Every change is appended to the document's audit trail in the same
 * write as the change; nothing is ever removed from the trail.
 */
export class PreferencesService {
  constructor(
    private readonly models: ReturnType<typeof preferenceModels>,
    private readonly clock: Clock,
  ) {}

  /** Publishes version 1 of each wording that has none yet (at start-up). */
  async ensureTexts(): Promise<void> {
    for (const topic of consentTopics) {
      if (await this.models.ConsentText.exists({ topic })) continue;
      try {
        await this.models.ConsentText.create({
          _id: `${topic}:1`,
          topic,
          version: 1,
          text: FIRST_TEXTS[topic],
          publishedAt: new Date(this.clock.now()),
        });
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
    }
  }

  /** The current wording of each topic (or every version of one topic, newest first). */
  async texts(_caller: Caller, topic?: ConsentTopic | null): Promise<ConsentTextRecord[]> {
    if (topic)
      return this.models.ConsentText.find({ topic }).sort({ version: -1 }).lean<ConsentTextRecord[]>();
    const all = await this.models.ConsentText.find({})
      .sort({ topic: 1, version: -1 })
      .lean<ConsentTextRecord[]>();
    return consentTopics.flatMap((name) => all.filter((text) => text.topic === name).slice(0, 1));
  }

  /** Admin: a new version of a topic's wording; consents given earlier keep the version they were given to. */
  async publishText(_caller: Caller, topic: ConsentTopic, text: string): Promise<ConsentTextRecord> {
    const wording = text.trim();
    if (!wording) throw badInput('text', 'text is required.', 'REQUIRED');
    if (wording.length > 5_000) throw badInput('text', 'text is at most 5000 characters.', 'TOO_LONG');
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const [latest] = await this.texts(_caller, topic);
      const version = (latest?.version ?? 0) + 1;
      try {
        const created = await this.models.ConsentText.create({
          _id: `${topic}:${version}`,
          topic,
          version,
          text: wording,
          publishedAt: new Date(this.clock.now()),
        });
        return created.toObject<ConsentTextRecord>();
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
    }
    throw appError('CONCURRENT_MODIFICATION', 'Another version was published meanwhile; retry.');
  }

  /** A customer's settings (the defaults, everything off and private, until they change one). */
  async get(caller: Caller, userId: string): Promise<PreferencesRecord & { userId: string }> {
    if (!reaches(caller.reach.read, userId)) throw notFound('USER_NOT_FOUND', userId);
    const found = await this.models.Preferences.findById(userId).lean<PreferencesRecord>();
    return { ...(found ?? this.blank(userId)), userId };
  }

  /** Whether marketing may go to `userId` on `channel` (in-app needs no consent: it is read inside the account). */
  async allowsMarketing(userId: string, channel: Channel): Promise<boolean> {
    if (channel === 'in-app') return true;
    const found = await this.models.Preferences.findById(userId, { marketing: 1 }).lean<PreferencesRecord>();
    return found?.marketing[channelSetting[channel]] ?? false;
  }

  /** Whether a message of `category` may go to `userId` on `channel`: transactional always, marketing with consent. */
  async allows(userId: string, category: MessageCategory, channel: Channel): Promise<boolean> {
    return category === 'transactional' || this.allowsMarketing(userId, channel);
  }

  async update(
    caller: Caller,
    userId: string,
    change: PreferencesChange,
  ): Promise<PreferencesRecord & { userId: string }> {
    if (!reaches(caller.reach.write, userId)) throw notFound('USER_NOT_FOUND', userId);
    const source = sourceOf(caller, userId);
    const shown = new Map((change.textVersions ?? []).map((entry) => [entry.topic, entry.version]));
    const wordings = new Map<ConsentTopic, ConsentTextRecord>();
    for (const [field, setting] of CHANGE_FIELDS) {
      if (change[field] == null) continue;
      const topic = SETTINGS[setting];
      wordings.set(topic, await this.wording(topic, shown.get(topic)));
    }
    if (change.profileVisibility != null && !['private', 'public'].includes(change.profileVisibility))
      throw badInput('profileVisibility', 'profileVisibility is private or public.', 'NOT_ALLOWED');
    await this.ensure(userId);
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const current = (await this.models.Preferences.findById(userId).lean<PreferencesRecord>())!;
      const at = new Date(this.clock.now());
      const entries: ConsentAuditEntry[] = [];
      const set: Record<string, unknown> = {};
      const entry = (
        setting: string,
        previous: boolean | string,
        value: boolean | string,
        text: ConsentTextRecord | null,
      ) =>
        entries.push({
          _id: randomUUID(),
          at,
          setting,
          previous,
          value,
          source,
          actor: caller.actor ?? 'anonymous',
          requestId: caller.requestId,
          textTopic: text?.topic ?? null,
          textVersion: text?.version ?? null,
          text: text?.text ?? null,
        });
      for (const [field, setting] of CHANGE_FIELDS) {
        const value = change[field] as boolean | null | undefined;
        if (value == null) continue;
        const previous = readSetting(current, setting);
        if (previous === value) continue;
        set[setting] = value;
        entry(setting, previous, value, wordings.get(SETTINGS[setting])!);
      }
      if (
        change.profileVisibility != null &&
        change.profileVisibility !== current.privacy.profileVisibility
      ) {
        set['privacy.profileVisibility'] = change.profileVisibility;
        entry('privacy.profileVisibility', current.privacy.profileVisibility, change.profileVisibility, null);
      }
      if (!entries.length) return { ...current, userId };
      const written = await this.models.Preferences.findOneAndUpdate(
        { _id: userId, version: current.version },
        { $set: { ...set, updatedAt: at }, $inc: { version: 1 }, $push: { audit: { $each: entries } } },
        { returnDocument: 'after' },
      ).lean<PreferencesRecord>();
      if (written) return { ...written, userId };
    }
    throw appError('CONCURRENT_MODIFICATION', 'The preferences kept changing while this change ran; retry.');
  }

  /** The audit trail, newest first. */
  async audit(caller: Caller, userId: string): Promise<ConsentAuditEntry[]> {
    const preferences = await this.get(caller, userId);
    return [...preferences.audit].reverse();
  }

  private async wording(topic: ConsentTopic, version: number | undefined): Promise<ConsentTextRecord> {
    const text =
      version === undefined
        ? await this.models.ConsentText.findOne({ topic }).sort({ version: -1 }).lean<ConsentTextRecord>()
        : await this.models.ConsentText.findOne({ topic, version }).lean<ConsentTextRecord>();
    if (!text)
      throw badInput(
        'textVersions',
        version === undefined
          ? `The "${topic}" wording is not published yet.`
          : `There is no version ${version} of the "${topic}" wording.`,
        'NOT_FOUND',
      );
    return text;
  }

  private blank(userId: string): PreferencesRecord {
    return { _id: userId, ...structuredClone(DEFAULTS), version: 0, audit: [], updatedAt: new Date(0) };
  }

  private async ensure(userId: string): Promise<void> {
    try {
      const { _id: _ignored, ...blank } = this.blank(userId);
      await this.models.Preferences.updateOne({ _id: userId }, { $setOnInsert: blank }, { upsert: true });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }
}

function readSetting(state: PreferencesState, setting: BooleanSetting): boolean {
  switch (setting) {
    case 'newsletter':
      return state.newsletter;
    case 'marketing.email':
      return state.marketing.email;
    case 'marketing.sms':
      return state.marketing.sms;
    case 'marketing.push':
      return state.marketing.push;
    case 'privacy.personalisedRecommendations':
      return state.privacy.personalisedRecommendations;
    case 'privacy.analytics':
      return state.privacy.analytics;
    default: {
      const exhaustive: never = setting;
      return exhaustive;
    }
  }
}

/** Where a change comes from, decided by who asks: never a claim the client makes. */
export function sourceOf(caller: Caller, userId: string): ChangeSource {
  switch (caller.identity.kind) {
    case 'service':
      return 'import';
    case 'apiKey':
    case 'client':
      return 'api';
    case 'user':
      return caller.person !== userId && isStaff(caller.roles) ? 'support' : 'portal';
    case 'anonymous':
      return 'portal';
    default: {
      const exhaustive: never = caller.identity;
      return exhaustive;
    }
  }
}
