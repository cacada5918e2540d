import { beforeAll, describe, expect, it } from 'vitest';
import { person, platform, signUp, usersRing, type UsersRing } from './fixtures';

/** The address book: validation shared with shipping, one default per type, the cap, races. */
let ring: UsersRing;

beforeAll(async () => {
  ring = await usersRing('users_address_book', { ADDRESS_BOOK_MAX: '10' });
});

const home = {
  name: 'Homer Simpson',
  line1: '742 Evergreen Terrace',
  city: 'springfield',
  state: 'il',
  postalCode: '62701',
  country: 'us',
};

describe('the address book', () => {
  it('saves an address normalised as shipping normalises it, and makes the first of each type its default', async () => {
    const account = await signUp(ring, 'book-basic@example.com');
    const book = ring.services.addresses;
    const shipping = await book.add(account.caller, { type: 'shipping', address: home, label: ' Home ' });
    expect(shipping).toMatchObject({
      city: 'Springfield',
      state: 'IL',
      country: 'US',
      isDefault: true,
      label: 'Home',
    });
    const second = await book.add(account.caller, {
      type: 'shipping',
      address: { ...home, line1: '1 Office Park' },
    });
    expect(second.isDefault).toBe(false);
    expect((await book.get(account.caller, shipping._id))!.isDefault).toBe(true);
    const billing = await book.add(account.caller, { type: 'billing', address: home });
    expect(billing.isDefault).toBe(true);

    await book.setDefault(account.caller, second._id);
    const defaults = (await book.list(account.caller)).filter((address) => address.isDefault);
    expect(defaults.map((address) => address._id).sort()).toEqual([second._id, billing._id].sort());

    // Deleting the default hands it to the remaining shipping address.
    await book.delete(account.caller, second._id);
    expect((await book.list(account.caller, { type: 'shipping' })).map((a) => [a._id, a.isDefault])).toEqual([
      [shipping._id, true],
    ]);
  });

  it('refuses an invalid address with every problem and saves nothing', async () => {
    const account = await signUp(ring, 'book-invalid@example.com');
    await expect(
      ring.services.addresses.add(account.caller, {
        type: 'shipping',
        address: { ...home, postalCode: '123', country: 'XX' },
      }),
    ).rejects.toMatchObject({
      extensions: expect.objectContaining({
        code: 'INVALID_ADDRESS',
        problems: expect.arrayContaining([expect.objectContaining({ field: 'address.country' })]),
      }),
    });
    expect(await ring.services.addresses.list(account.caller)).toEqual([]);
  });

  it('refuses an 11th address with ADDRESS_LIMIT_REACHED, and concurrent adds never pass the cap', async () => {
    const account = await signUp(ring, 'book-cap@example.com');
    const book = ring.services.addresses;
    const results = await Promise.allSettled(
      Array.from({ length: 14 }, (_, index) =>
        book.add(account.caller, {
          type: index % 2 ? 'billing' : 'shipping',
          address: { ...home, line1: `${index} Main St` },
        }),
      ),
    );
    const refused = results.filter((result) => result.status === 'rejected');
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10);
    expect(refused).toHaveLength(4);
    for (const result of refused)
      expect((result as PromiseRejectedResult).reason.extensions).toMatchObject({
        code: 'ADDRESS_LIMIT_REACHED',
        limit: 10,
      });
    const saved = await book.list(account.caller);
    expect(saved).toHaveLength(10);
    expect(saved.filter((a) => a.type === 'shipping' && a.isDefault)).toHaveLength(1);
    expect(saved.filter((a) => a.type === 'billing' && a.isDefault)).toHaveLength(1);
  });

  it('leaves exactly one default when two "set default" race', async () => {
    const account = await signUp(ring, 'book-race@example.com');
    const book = ring.services.addresses;
    const ids: string[] = [];
    for (let index = 0; index < 5; index++)
      ids.push(
        (await book.add(account.caller, { type: 'shipping', address: { ...home, line1: `${index} Elm St` } }))
          ._id,
      );
    for (let round = 0; round < 5; round++) {
      await Promise.all([
        book.setDefault(account.caller, ids[1]!),
        book.setDefault(account.caller, ids[3]!),
        book.setDefault(account.caller, ids[4]!),
      ]);
      const defaults = (await book.list(account.caller)).filter((address) => address.isDefault);
      expect(defaults).toHaveLength(1);
    }
  });

  it("keeps everyone to their own book: another customer's address answers like a missing one", async () => {
    const owner = await signUp(ring, 'book-owner@example.com');
    const other = await signUp(ring, 'book-other@example.com');
    const saved = await ring.services.addresses.add(owner.caller, { type: 'shipping', address: home });
    expect(await ring.services.addresses.get(other.caller, saved._id)).toBeNull();
    await expect(ring.services.addresses.setDefault(other.caller, saved._id)).rejects.toMatchObject({
      extensions: expect.objectContaining({ code: 'ADDRESS_NOT_FOUND' }),
    });
    await expect(ring.services.addresses.delete(other.caller, saved._id)).rejects.toMatchObject({
      extensions: expect.objectContaining({ code: 'ADDRESS_NOT_FOUND' }),
    });
    expect(await ring.services.addresses.list(other.caller, { userId: owner.id })).toEqual([]);
    // Support reads it; the orders service gets it only for the order's own customer.
    expect(await ring.services.addresses.get(person('support-1', ['support']), saved._id)).toMatchObject({
      _id: saved._id,
    });
    expect(await ring.services.addresses.forOrder(platform, owner.id, saved._id)).toMatchObject({
      city: 'Springfield',
    });
    expect(await ring.services.addresses.forOrder(platform, other.id, saved._id)).toBeNull();
  });
});
