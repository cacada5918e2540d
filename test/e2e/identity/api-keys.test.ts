import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, graphqlOk, startTestStack } from '../../../testing/harness';
import {
  type Account,
  adminCaller,
  bearer,
  type Caller,
  CATEGORIES,
  CREATE_ORDER,
  createWarehouse,
  registerCustomer,
  stockedProduct,
  WHO_AM_I,
} from '../../../testing/fixtures';
import type { Stack } from '../../../stack';
import { gql } from '../../../testing/__generated__';
import type { CreateApiKeyInput, RateLimitTier } from '../../../testing/__generated__/graphql';

/** API keys: format, hashing, use in both placements, scopes, last_used batching, deactivation, rotation. */
let stack: Stack;
let admin: Caller;
let developer: Account;
let product: { id: string };

const CREATE_KEY = gql(
  `mutation ApiKeysCreateApiKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { key apiKey { id name type hint scopes tier isActive lastUsed expiresAt } } }`,
);

async function createKey(input: CreateApiKeyInput) {
  return (await graphqlOk(developer.caller, CREATE_KEY, { input })).createApiKey;
}

const withKey = (key: string, placement: 'x-api-key' | 'bearer' = 'x-api-key'): Caller => ({
  url: stack.graphqlUrl,
  headers: placement === 'bearer' ? bearer(key) : { 'x-api-key': key },
});

async function storedKey(id: string): Promise<{ lastUsed: Date | null; keyHash: string }> {
  return (await stack.connections.users!.collection('api_keys').findOne({ _id: id as never })) as unknown as {
    lastUsed: Date | null;
    keyHash: string;
  };
}

beforeAll(async () => {
  stack = await startTestStack({ env: { API_KEY_TOUCH_INTERVAL_MS: '300' }, monitorCommands: true });
  admin = await adminCaller(stack);
  developer = await registerCustomer(stack, { name: 'Key Developer' });
  product = await stockedProduct(admin, [await createWarehouse(admin)], 100);
});

const setTier = (caller: Caller, id: string, tier: RateLimitTier) =>
  graphql(
    caller,
    gql(
      `mutation ApiKeysUpdateApiKey($id: ID!, $tier: RateLimitTier!) { updateApiKey(id: $id, input: { tier: $tier }) { tier } }`,
    ),
    {
      id,
      tier,
    },
  );

describe('rate-limit tiers', () => {
  it("are not the owner's to choose: a customer gets BASIC and is refused any other tier, by name", async () => {
    const asked = await graphql(developer.caller, CREATE_KEY, {
      input: { name: 'greedy', tier: 'ENTERPRISE' },
    });
    expect(asked.data).toBeNull();
    expect(asked.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', field: 'input.tier' });
    // Asking for the tier every customer key has anyway is fine.
    const basic = await createKey({ name: 'modest', tier: 'BASIC' });
    expect(basic.apiKey.tier).toBe('BASIC');
    const raised = await setTier(developer.caller, basic.apiKey.id, 'PROFESSIONAL');
    expect(raised.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', field: 'input.tier' });
    const keys = await graphqlOk(developer.caller, gql(`query ApiKeysApiKeys { apiKeys { id name tier } }`));
    expect(keys.apiKeys.find((key) => key.id === basic.apiKey.id)?.tier).toBe('BASIC');
    expect(keys.apiKeys.map((key) => key.name)).not.toContain('greedy');
  });

  it("are set and changed by an admin, on anyone's key", async () => {
    const created = await createKey({ name: 'promoted' });
    expect((await setTier(admin, created.apiKey.id, 'PROFESSIONAL')).data?.updateApiKey.tier).toBe(
      'PROFESSIONAL',
    );
    expect((await setTier(admin, created.apiKey.id, 'ENTERPRISE')).data?.updateApiKey.tier).toBe(
      'ENTERPRISE',
    );
    const own = await graphqlOk(admin, CREATE_KEY, {
      input: { name: 'partner', tier: 'ENTERPRISE' },
    });
    expect(own.createApiKey.apiKey.tier).toBe('ENTERPRISE');
  });
});

describe('creating keys', () => {
  it('returns sk_live_ + 32 random characters once and stores only its SHA-256', async () => {
    const created = await createKey({ name: 'server', scopes: ['read', 'write'] });
    expect(created.key).toMatch(/^sk_live_[0-9A-Za-z]{32}$/);
    expect(created.apiKey).toMatchObject({
      name: 'server',
      type: 'SECRET',
      scopes: ['read', 'write'],
      tier: 'BASIC',
      isActive: true,
      lastUsed: null,
      expiresAt: null,
    });
    expect(created.apiKey.hint.startsWith(created.key.slice(0, 12))).toBe(true);
    const stored = await stack.connections
      .users!.collection('api_keys')
      .findOne({ _id: created.apiKey.id as never });
    expect(JSON.stringify(stored)).not.toContain(created.key);
    expect(stored!.keyHash).toMatch(/^[0-9a-f]{64}$/);
    const listed = await graphqlOk(
      developer.caller,
      gql(`query ApiKeysApiKeysListed { apiKeys { id hint } }`),
    );
    expect(JSON.stringify(listed)).not.toContain(created.key);
    expect(listed.apiKeys.map((key) => key.id)).toContain(created.apiKey.id);
  });

  it('makes pk_live_ keys without scopes, and refuses scopes a key cannot carry', async () => {
    const publicKey = await createKey({ name: 'storefront', type: 'PUBLIC' });
    expect(publicKey.key).toMatch(/^pk_live_[0-9A-Za-z]{32}$/);
    expect(publicKey.apiKey.scopes).toEqual([]);
    for (const input of [
      { name: 'bad', type: 'PUBLIC' as const, scopes: ['read'] },
      { name: 'bad', scopes: ['account'] },
      { name: 'bad', scopes: ['admin'] },
    ]) {
      const refused = await graphql(developer.caller, CREATE_KEY, { input });
      expect(refused.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'input.scopes',
      });
    }
  });

  it('cannot be done with an API key (no key mints keys)', async () => {
    const created = await createKey({ name: 'writer', scopes: ['read', 'write'] });
    const result = await graphql(withKey(created.key), CREATE_KEY, { input: { name: 'child' } });
    expect(result.status).toBe(403);
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('using keys', () => {
  it('acts for the owner with the key’s scopes, in x-api-key or as a bearer token', async () => {
    const created = await createKey({ name: 'both', scopes: ['read', 'write'] });
    for (const placement of ['x-api-key', 'bearer'] as const) {
      const me = await graphqlOk(withKey(created.key, placement), WHO_AM_I);
      expect(me.me!.id).toBe(developer.id);
    }
    const order = await graphqlOk(withKey(created.key), CREATE_ORDER, {
      input: { userId: developer.id, items: [{ productId: product.id, quantity: 1 }] },
    });
    expect(order.createOrder.id).toBeTruthy();

    const readOnly = await createKey({ name: 'reader', scopes: ['read'] });
    const refused = await graphql(withKey(readOnly.key), CREATE_ORDER, {
      input: { userId: developer.id, items: [{ productId: product.id, quantity: 1 }] },
    });
    expect(refused.status).toBe(403);
  });

  it('lets a public key browse the catalog but nothing of its owner', async () => {
    const publicKey = await createKey({ name: 'catalog only', type: 'PUBLIC' });
    const products = await graphql(
      withKey(publicKey.key),
      gql(`query ApiKeysProducts { products(limit: 1) { id } }`),
    );
    expect(products.status).toBe(200);
    const me = await graphql(withKey(publicKey.key), WHO_AM_I);
    expect(me.status).toBe(403);
  });

  it('stamps last_used on validation and batches it afterwards: no write per request', async () => {
    const created = await createKey({ name: 'busy' });
    await graphqlOk(withKey(created.key), CATEGORIES);
    const first = (await storedKey(created.apiKey.id)).lastUsed;
    expect(first).toBeInstanceOf(Date);

    // Watch the users database: batched last_used writes (an update of api_keys) apart from anything else.
    let batchWrites = 0;
    const otherCommands: string[] = [];
    stack.connections.users!.getClient().on('commandStarted', (event) => {
      if (event.commandName === 'update' && event.command.update === 'api_keys') batchWrites++;
      // The outbox relay's idle poll of the users collection, the webhook dispatcher's look for due
      // deliveries, the job queue's look for due jobs and the notification sender's look for due messages are background work, not request work.
      else if (event.commandName === 'find' && event.command.filter?.['outbox.0']) return;
      else if (event.commandName === 'find' && event.command.find === 'webhook_deliveries') return;
      else if (event.commandName === 'find' && event.command.find === 'jobs') return;
      else if (event.commandName === 'find' && event.command.find === 'notification_deliveries') return;
      else if (!['ping', 'hello', 'isMaster'].includes(event.commandName))
        otherCommands.push(`${event.commandName} ${JSON.stringify(event.command[event.commandName])}`);
    });
    const started = Date.now();
    for (let i = 0; i < 20; i++) await graphqlOk(withKey(created.key), CATEGORIES);
    const elapsed = Date.now() - started;
    // Twenty requests answered from the gateway's cache: no lookup and no write per request; at most the
    // batches that fell due meanwhile (API_KEY_TOUCH_INTERVAL_MS=300 here; a loaded machine takes longer).
    // Named, so a failure says which command it was.
    expect(otherCommands).toEqual([]);
    expect(batchWrites).toBeLessThanOrEqual(Math.ceil(elapsed / 300) + 1);
    expect(batchWrites).toBeLessThan(20);
    await expect
      .poll(async () => (await storedKey(created.apiKey.id)).lastUsed!.getTime(), {
        timeout: 3000,
        interval: 100,
      })
      .toBeGreaterThan(first!.getTime());
    expect(batchWrites).toBeGreaterThanOrEqual(1);
  });
});

describe('deactivating, revoking and rotating', () => {
  it('fails validation once inactive, works again when switched on, and never again once revoked', async () => {
    const created = await createKey({ name: 'switch' });
    await graphqlOk(withKey(created.key), WHO_AM_I);
    const update = (active: boolean) =>
      graphql(
        developer.caller,
        gql(
          `mutation ApiKeysSwitchKey($id: ID!, $a: Boolean!) { updateApiKey(id: $id, input: { isActive: $a }) { isActive } }`,
        ),
        { id: created.apiKey.id, a: active },
      );
    expect((await update(false)).data).toEqual({ updateApiKey: { isActive: false } });
    const inactive = await graphql(withKey(created.key), WHO_AM_I);
    expect(inactive.status).toBe(401);
    expect(inactive.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await update(true)).data).toEqual({ updateApiKey: { isActive: true } });
    expect((await graphql(withKey(created.key), WHO_AM_I)).status).toBe(200);

    expect(
      (
        await graphqlOk(
          developer.caller,
          gql(`mutation ApiKeysRevokeApiKey($id: ID!) { revokeApiKey(id: $id) }`),
          { id: created.apiKey.id },
        )
      ).revokeApiKey,
    ).toBe(true);
    expect((await graphql(withKey(created.key, 'bearer'), WHO_AM_I)).status).toBe(401);
    expect((await update(true)).errors?.[0]?.extensions?.code).toBe('API_KEY_NOT_FOUND');
    expect((await graphql(withKey(created.key), WHO_AM_I)).status).toBe(401);
  });

  it('rotates: the new key works, the old one keeps working for the overlap and then fails', async () => {
    const created = await createKey({ name: 'rotating', scopes: ['read', 'write'] });
    await setTier(admin, created.apiKey.id, 'ENTERPRISE');
    await graphqlOk(withKey(created.key), WHO_AM_I);
    const rotated = (
      await graphqlOk(
        developer.caller,
        gql(
          `mutation ApiKeysRotateApiKey($id: ID!) { rotateApiKey(id: $id, overlapSeconds: 2) { key apiKey { id name scopes tier expiresAt } } }`,
        ),
        {
          id: created.apiKey.id,
        },
      )
    ).rotateApiKey;
    expect(rotated.key).not.toBe(created.key);
    expect(rotated.apiKey).toMatchObject({
      name: 'rotating',
      scopes: ['read', 'write'],
      tier: 'ENTERPRISE',
      expiresAt: null,
    });
    const old = await graphqlOk(
      developer.caller,
      gql(`query ApiKeysApiKey($id: ID!) { apiKey(id: $id) { expiresAt } }`),
      { id: created.apiKey.id },
    );
    const overlapEnds = Date.parse(old.apiKey!.expiresAt!);
    expect(overlapEnds).toBeGreaterThan(Date.now());

    expect((await graphql(withKey(rotated.key), WHO_AM_I)).status).toBe(200);
    expect((await graphql(withKey(created.key), WHO_AM_I)).status).toBe(200);
    // The old key is refused once the stored end of the overlap has passed, and not before.
    await expect
      .poll(async () => (await graphql(withKey(created.key), WHO_AM_I)).status, {
        timeout: 10_000,
        interval: 100,
      })
      .toBe(401);
    expect(Date.now()).toBeGreaterThanOrEqual(overlapEnds);
    expect((await graphql(withKey(rotated.key), WHO_AM_I)).status).toBe(200);
    const bad = await graphql(
      developer.caller,
      gql(`mutation ApiKeysRotateApiKeyBad($id: ID!) { rotateApiKey(id: $id, overlapSeconds: -1) { key } }`),
      { id: rotated.apiKey.id },
    );
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'overlapSeconds' });
  });

  it('stops every key of an account that is deleted', async () => {
    const leaving = await registerCustomer(stack);
    const key = (await graphqlOk(leaving.caller, CREATE_KEY, { input: { name: 'last' } })).createApiKey;
    expect((await graphql(withKey(key.key), WHO_AM_I)).status).toBe(200);
    await graphqlOk(leaving.caller, gql(`mutation ApiKeysDeleteUser($id: ID!) { deleteUser(id: $id) }`), {
      id: leaving.id,
    });
    expect((await graphql(withKey(key.key), WHO_AM_I)).status).toBe(401);
  });
});
