import { randomUUID } from 'node:crypto';
import { Schema, type Connection, type Model } from 'mongoose';
import { requireAddress, type AddressFields, type AddressRecord } from '../../../platform/address';
import type { Clock } from '../../../platform/clock';
import { appError, badInput, isDuplicateKeyError, notFound } from '../../../platform/errors';
import { ownerFilter, reaches, type Reach } from '../../../platform/identity/access';
import type { Caller } from '../../../platform/identity/caller';
import { personOf } from '../services/callers';

export type AddressType = 'shipping' | 'billing';

/** One saved address, validated and normalised exactly as checkout would take it typed in. */
export interface SavedAddressRecord extends AddressRecord {
  _id: string;
  type: AddressType;
  isDefault: boolean;
  /** The customer's own name for it ("Home", "Office"). */
  label: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * A customer's whole address book is ONE document (`_id` = the user id): the cap and "exactly one default
 * per type" are then facts about one array, kept by one conditional write each (see AddressBook.change),
 * with no window where two defaults, or an 11th address, can exist.
 */
export interface AddressBookRecord {
  _id: string;
  addresses: SavedAddressRecord[];
  /** Bumped by every change: the optimistic guard of the next one. */
  version: number;
}

const savedAddressSchema = new Schema<SavedAddressRecord>(
  {
    _id: { type: String, required: true },
    type: { type: String, enum: ['shipping', 'billing'], required: true },
    isDefault: { type: Boolean, required: true },
    label: { type: String, default: null },
    name: { type: String, required: true },
    line1: { type: String, required: true },
    line2: { type: String, default: null },
    city: { type: String, required: true },
    state: { type: String, default: null },
    postalCode: { type: String, required: true },
    country: { type: String, required: true },
    phone: { type: String, default: null },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { _id: false },
);

const addressBookSchema = new Schema<AddressBookRecord>(
  {
    _id: { type: String, required: true },
    addresses: { type: [savedAddressSchema], default: () => [] },
    version: { type: Number, required: true, default: 0 },
  },
  { collection: 'address_books', versionKey: false },
);
addressBookSchema.index({ 'addresses._id': 1 });

export function addressBookModels(connection: Connection) {
  return {
    AddressBook: connection.model<AddressBookRecord>(
      'AddressBook',
      addressBookSchema,
    ) as Model<AddressBookRecord>,
  };
}

export interface AddAddressInput {
  type: AddressType;
  address: AddressFields;
  label?: string | null;
  /** Make it the default of its type (the first address of a type is its default anyway). */
  isDefault?: boolean | null;
}

export interface UpdateAddressInput {
  /** Fields to change; the result is validated as a whole. */
  address?: AddressFields | null;
  label?: string | null;
}

/** Concurrent changes of one book each retry on a fresh read; this many rounds is far beyond any real contention. */
const MAX_ROUNDS = 64;

/**
 * The customers' address books: shipping and billing addresses, one default of each type, at most
 * `limit` addresses (ADDRESS_BOOK_MAX) per customer. Addresses go through the same validation and
 * normalisation as the shipping service's (platform/address).
 */
export class AddressBook {
  constructor(
    private readonly models: ReturnType<typeof addressBookModels>,
    private readonly clock: Clock,
    private readonly limit: number,
  ) {}

  /** Addresses within reach, defaults first: the caller's own unless staff name a customer. */
  async list(
    caller: Caller,
    filter: { userId?: string | null; type?: AddressType | null } = {},
  ): Promise<Array<SavedAddressRecord & { userId: string }>> {
    const books = await this.models.AddressBook.find(
      ownerFilter(caller.reach.read, filter.userId ?? caller.person, '_id'),
    ).lean<AddressBookRecord[]>();
    return books.flatMap((book) =>
      book.addresses
        .filter((address) => !filter.type || address.type === filter.type)
        .sort(
          (a, b) =>
            Number(b.isDefault) - Number(a.isDefault) || a.createdAt.getTime() - b.createdAt.getTime(),
        )
        .map((address) => ({ ...address, userId: book._id })),
    );
  }

  /** One address within reach; someone else's answers exactly like a missing one (null). */
  async get(caller: Caller, id: string): Promise<(SavedAddressRecord & { userId: string }) | null> {
    return this.find(caller.reach.read, id);
  }

  /**
   * The address an order of `userId` ships or bills to, for the orders service: only that customer's own
   * (a service caller names the customer; anyone else is held to their own reach).
   */
  async forOrder(caller: Caller, userId: string, id: string): Promise<SavedAddressRecord | null> {
    const address = await this.find(caller.reach.read, id);
    return address && address.userId === userId ? address : null;
  }

  async add(caller: Caller, input: AddAddressInput): Promise<SavedAddressRecord & { userId: string }> {
    const userId = personOf(caller);
    if (!reaches(caller.reach.write, userId))
      throw appError('FORBIDDEN', 'This account cannot change anything.');
    const type = addressType(input.type);
    const address = requireAddress(input.address, 'address');
    const label = cleanLabel(input.label);
    await this.ensureBook(userId);
    const id = randomUUID();
    const now = new Date(this.clock.now());
    const book = await this.change({ _id: userId }, userId, (addresses) => {
      if (addresses.length >= this.limit)
        throw appError(
          'ADDRESS_LIMIT_REACHED',
          `An address book holds at most ${this.limit} addresses; delete one first.`,
          { limit: this.limit },
        );
      const first = !addresses.some((saved) => saved.type === type);
      const entry: SavedAddressRecord = {
        _id: id,
        type,
        isDefault: first || input.isDefault === true,
        label,
        ...address,
        line2: address.line2 ?? null,
        state: address.state ?? null,
        phone: address.phone ?? null,
        createdAt: now,
        updatedAt: now,
      };
      return entry.isDefault ? withDefault([...addresses, entry], id, type) : [...addresses, entry];
    });
    return { ...book.addresses.find((saved) => saved._id === id)!, userId };
  }

  async update(
    caller: Caller,
    id: string,
    input: UpdateAddressInput,
  ): Promise<SavedAddressRecord & { userId: string }> {
    const owner = await this.ownerFor(caller.reach.write, id);
    const book = await this.change({ _id: owner }, id, (addresses) => {
      const current = addresses.find((saved) => saved._id === id);
      if (!current) throw notFound('ADDRESS_NOT_FOUND', id);
      const merged: AddressFields = { ...current, ...(input.address ?? {}) };
      const address = requireAddress(merged, 'address');
      const next: SavedAddressRecord = {
        ...current,
        ...address,
        line2: address.line2 ?? null,
        state: address.state ?? null,
        phone: address.phone ?? null,
        label: input.label !== undefined ? cleanLabel(input.label) : current.label,
        updatedAt: new Date(this.clock.now()),
      };
      return addresses.map((saved) => (saved._id === id ? next : saved));
    });
    return { ...book.addresses.find((saved) => saved._id === id)!, userId: owner };
  }

  /** Deletes an address; when it was the default, the oldest remaining of its type becomes the default. */
  async delete(caller: Caller, id: string): Promise<boolean> {
    const owner = await this.ownerFor(caller.reach.write, id);
    await this.change({ _id: owner }, id, (addresses) => {
      const gone = addresses.find((saved) => saved._id === id);
      if (!gone) throw notFound('ADDRESS_NOT_FOUND', id);
      const rest = addresses.filter((saved) => saved._id !== id);
      if (!gone.isDefault) return rest;
      const heir = rest.find((saved) => saved.type === gone.type);
      return withDefault(rest, heir?._id ?? null, gone.type);
    });
    return true;
  }

  /** Makes an address the default of its type; the previous default stops being one in the same write. */
  async setDefault(caller: Caller, id: string): Promise<SavedAddressRecord & { userId: string }> {
    const owner = await this.ownerFor(caller.reach.write, id);
    const book = await this.change({ _id: owner }, id, (addresses) => {
      const chosen = addresses.find((saved) => saved._id === id);
      if (!chosen) throw notFound('ADDRESS_NOT_FOUND', id);
      return withDefault(addresses, id, chosen.type);
    });
    return { ...book.addresses.find((saved) => saved._id === id)!, userId: owner };
  }

  private async find(reach: Reach, id: string): Promise<(SavedAddressRecord & { userId: string }) | null> {
    const book = await this.models.AddressBook.findOne({
      'addresses._id': id,
      ...ownerFilter(reach, undefined, '_id'),
    }).lean<AddressBookRecord>();
    const address = book?.addresses.find((saved) => saved._id === id);
    return address && book ? { ...address, userId: book._id } : null;
  }

  private async ownerFor(reach: Reach, id: string): Promise<string> {
    const found = await this.find(reach, id);
    if (!found) throw notFound('ADDRESS_NOT_FOUND', id);
    return found.userId;
  }

  private async ensureBook(userId: string): Promise<void> {
    try {
      await this.models.AddressBook.updateOne(
        { _id: userId },
        { $setOnInsert: { addresses: [], version: 0 } },
        { upsert: true },
      );
    } catch (error) {
      // Two first addresses at once: the other request created the book.
      if (!isDuplicateKeyError(error)) throw error;
    }
  }

  /**
   * Reads the book, computes its next address list (which may refuse), and writes it only if nobody
   * changed the book meanwhile (the version guard): one atomic single-document update per change, so every
   * invariant `next` keeps holds in the stored document too. A lost race reads again and recomputes.
   */
  private async change(
    filter: { _id: string },
    subject: string,
    next: (addresses: SavedAddressRecord[]) => SavedAddressRecord[],
  ): Promise<AddressBookRecord> {
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const book = await this.models.AddressBook.findOne(filter).lean<AddressBookRecord>();
      if (!book) throw notFound('ADDRESS_NOT_FOUND', subject);
      const addresses = next(book.addresses);
      const written = await this.models.AddressBook.updateOne(
        { _id: book._id, version: book.version },
        { $set: { addresses, version: book.version + 1 } },
      );
      if (written.matchedCount === 1) return { ...book, addresses, version: book.version + 1 };
    }
    throw appError('CONCURRENT_MODIFICATION', 'The address book kept changing while this change ran; retry.');
  }
}

/** Exactly one default of `type` (the address `defaultId`), or none when the type has no address left. */
function withDefault(addresses: SavedAddressRecord[], defaultId: string | null, type: AddressType) {
  return addresses.map((saved) =>
    saved.type === type ? { ...saved, isDefault: saved._id === defaultId } : saved,
  );
}

function addressType(value: string): AddressType {
  if (value === 'shipping' || value === 'billing') return value;
  throw badInput('type', 'type is shipping or billing.', 'NOT_ALLOWED');
}

function cleanLabel(label: string | null | undefined): string | null {
  const value = (label ?? '').trim();
  if (value.length > 50) throw badInput('label', 'label is at most 50 characters.', 'TOO_LONG');
  return value || null;
}
