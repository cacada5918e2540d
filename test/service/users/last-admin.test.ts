import { beforeAll, describe, expect, it } from 'vitest';
import { person, usersRing, type UsersRing } from './fixtures';

/** The platform always keeps an active admin: no delete, demotion or deactivation removes the last one. */
let ring: UsersRing;
let counter = 0;

beforeAll(async () => {
  ring = await usersRing('users_last_admin');
});

async function newAdmin(): Promise<string> {
  const created = await ring.services.users.create(
    person('bootstrap', ['admin']),
    { name: `Admin ${counter}`, email: `admin-${counter++}@example.com` },
    { roles: ['admin'] },
  );
  return created._id;
}

const activeAdmins = () => ring.models.User.countDocuments({ status: 'active', roles: 'admin' });
const lastAdmin = { extensions: expect.objectContaining({ code: 'LAST_ADMIN', http: { status: 409 } }) };

describe('the last admin', () => {
  it('cannot be deleted, demoted or deactivated; any other admin can', async () => {
    const { users, privacy } = ring.services;
    const [first, second] = [await newAdmin(), await newAdmin()];
    await privacy.requestDeletion(person(second, ['admin']), first);
    const self = person(second, ['admin']);
    await expect(privacy.requestDeletion(self, second)).rejects.toMatchObject(lastAdmin);
    await expect(users.setRoles(self, second, ['customer'])).rejects.toMatchObject(lastAdmin);
    await expect(users.update(self, second, { status: 'inactive' })).rejects.toMatchObject(lastAdmin);
    expect(await activeAdmins()).toBe(1);
    // Keeping the admin role among others is no demotion.
    expect((await users.setRoles(self, second, ['admin', 'support'])).roles).toEqual(['admin', 'support']);
    // Once another admin exists, the former last one may go.
    const third = await newAdmin();
    expect((await users.setRoles(person(third, ['admin']), second, ['customer'])).roles).toEqual([
      'customer',
    ]);
    expect(await activeAdmins()).toBe(1);
  });

  it('survives two admins removing each other at the same moment: exactly one stays', async () => {
    const { users, privacy } = ring.services;
    let survivor =
      (await ring.models.User.findOne({ status: 'active', roles: 'admin' }).lean())?._id ??
      (await newAdmin());
    const removals = [
      (by: string, whom: string) => privacy.requestDeletion(person(by, ['admin']), whom),
      (by: string, whom: string) => users.setRoles(person(by, ['admin']), whom, ['customer']),
      (by: string, whom: string) => users.update(person(by, ['admin']), whom, { status: 'inactive' }),
    ];
    for (let round = 0; round < 12; round++) {
      const other = await newAdmin();
      expect(await activeAdmins()).toBe(2);
      const one = removals[round % 3]!;
      const two = removals[(round + 1) % 3]!;
      const outcomes = await Promise.allSettled([one(survivor, other), two(other, survivor)]);
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      const refused = outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult;
      expect(refused.reason).toMatchObject(lastAdmin);
      expect(await activeAdmins()).toBe(1);
      survivor = outcomes[0]!.status === 'fulfilled' ? survivor : other;
    }
  });
});
