import { beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../platform/logging';
import { startCustomerRecords } from '../../../subgraphs/users/crm/customer-records';
import { startWishListAlerts } from '../../../subgraphs/users/wishlists/alerts';
import { dispose } from '../../../testing/harness';
import { event, handingBus, person, platform, signUp, usersRing, type UsersRing } from './fixtures';

/** The event consumers of customer care: customer-relations records and wish-list alerts; and wish lists. */
let ring: UsersRing;
let deliver: ReturnType<typeof handingBus>['deliver'];
const silent = createLogger({ level: 'silent', service: 'test' });

beforeAll(async () => {
  ring = await usersRing('users_customer_care');
  const stub = handingBus();
  deliver = stub.deliver;
  const records = startCustomerRecords(stub.bus, ring.customerRecords, silent);
  const alerts = startWishListAlerts(
    stub.bus,
    ring.services.wishLists,
    ring.services.users,
    ring.notifier,
    silent,
  );
  dispose(() => records.stop());
  dispose(() => alerts.stop());
});

const order = (type: string, userId: string, data: Record<string, unknown>) =>
  event(type, type.startsWith('Payment') ? 'payment' : 'order', 'order-1', {
    userId,
    currency: 'USD',
    ...data,
  });

describe('the customer-relations record', () => {
  it('is created at registration and keeps orders and lifetime value, once per event', async () => {
    const customer = await signUp(ring, 'crm@example.com');
    const registered = event('UserRegisteredEvent', 'user', customer.id, {
      userId: customer.id,
      via: 'self-service',
    });
    await deliver(registered);
    await deliver(registered);
    const created = order('OrderCreatedEvent', customer.id, { orderId: 'o1', total: '25.00' });
    const paid = order('OrderConfirmedEvent', customer.id, { orderId: 'o1', total: '25.00' });
    const refunded = order('PaymentRefundedEvent', customer.id, { orderId: 'o1', amount: '5.50' });
    for (const each of [created, paid, refunded, created, paid, refunded]) await deliver(each);
    await ring.services.tickets.open(customer.caller, { subject: 'Help', body: 'Please' });
    await ring.services.preferences.update(customer.caller, customer.id, { newsletter: true });

    const support = person('agent', ['support']);
    expect(await ring.services.customerRelations.get(support, customer.id)).toMatchObject({
      _id: customer.id,
      registeredVia: 'self-service',
      registeredAt: registered.occurredAt,
      orderCount: 1,
      lifetimeValue: [{ currency: 'USD', amountMinor: 1950 }],
      openTickets: 1,
      consent: { newsletter: true, marketing: { email: false, sms: false, push: false } },
    });
    // Customers do not read their own record; support and admins do.
    expect(await ring.services.customerRelations.get(customer.caller, customer.id)).toBeNull();
  });
});

describe('wish lists', () => {
  it('keeps named lists of products, private until shared; a share link shows the name and items only, and can be revoked', async () => {
    const owner = await signUp(ring, 'wishes@example.com');
    const other = await signUp(ring, 'nosy@example.com');
    const lists = ring.services.wishLists;
    const birthday = await lists.create(owner.caller, { name: ' Birthday ' });
    ring.clock.advance(1_000);
    await lists.create(owner.caller, { name: 'Kitchen' });
    await lists.addItem(owner.caller, birthday._id, { productId: 'p-1' });
    await lists.addItem(owner.caller, birthday._id, { productId: 'p-1' });
    const withVariant = await lists.addItem(owner.caller, birthday._id, {
      productId: 'p-2',
      variantId: 'v-9',
    });
    expect(withVariant.items.map((item) => [item.productId, item.variantId])).toEqual([
      ['p-1', null],
      ['p-2', 'v-9'],
    ]);
    expect((await lists.list(owner.caller)).map((list) => list.name)).toEqual(['Birthday', 'Kitchen']);
    expect(await lists.get(other.caller, birthday._id)).toBeNull();
    await expect(lists.addItem(other.caller, birthday._id, { productId: 'p-3' })).rejects.toMatchObject({
      extensions: expect.objectContaining({ code: 'WISH_LIST_NOT_FOUND' }),
    });
    expect(birthday.shareTokenHash).toBeUndefined();

    const { token } = await lists.share(owner.caller, birthday._id);
    expect(token).toMatch(/^wl_[A-Za-z0-9_-]{32}$/);
    const shared = await lists.shared(token);
    expect(Object.keys(shared!).sort()).toEqual(['items', 'name']);
    expect(shared!.name).toBe('Birthday');
    const { token: second } = await lists.share(owner.caller, birthday._id);
    expect(await lists.shared(token)).toBeNull();
    await lists.unshare(owner.caller, birthday._id);
    expect(await lists.shared(second)).toBeNull();
  });

  it('alerts owners who opted in when a price drops: in-app always, email only with marketing consent, once per event', async () => {
    const keen = await signUp(ring, 'keen@example.com');
    const quiet = await signUp(ring, 'quiet@example.com');
    const lists = ring.services.wishLists;
    for (const account of [keen, quiet]) {
      const list = await lists.create(account.caller, { name: 'Watch', priceDrop: true });
      await lists.addItem(account.caller, list._id, { productId: 'lamp' });
    }
    const unwatched = await lists.create(keen.caller, { name: 'No alerts' });
    await lists.addItem(keen.caller, unwatched._id, { productId: 'lamp' });
    await ring.services.preferences.update(keen.caller, keen.id, { marketingEmail: true });

    const rise = event('ProductUpdatedEvent', 'product', 'lamp', {
      id: 'lamp',
      changed: ['price'],
      name: 'Lamp',
      price: '30.00',
      previousPrice: '25.00',
      currency: 'USD',
    });
    const drop = event('ProductUpdatedEvent', 'product', 'lamp', {
      id: 'lamp',
      changed: ['price'],
      name: 'Lamp',
      price: '19.99',
      previousPrice: '30.00',
      currency: 'USD',
    });
    await deliver(rise);
    await deliver(drop);
    await deliver(drop);

    const inbox = async (account: typeof keen) =>
      (await ring.services.notifications.list(account.caller, { limit: 10, offset: 0 })).map(
        (note) => note.kind,
      );
    expect(await inbox(keen)).toEqual(['wish-list-price-drop']);
    expect(await inbox(quiet)).toEqual(['wish-list-price-drop']);
    const mail = async (account: typeof keen) =>
      (await ring.services.notifications.devMessages(platform, account.email)).map((message) => message.kind);
    expect(await mail(keen)).toEqual(['wish-list-price-drop']);
    expect(await mail(quiet)).toEqual([]);
  });

  it('alerts those who asked when an item is back in stock: the product had none in any warehouse', async () => {
    const waiting = await signUp(ring, 'waiting@example.com');
    const list = await ring.services.wishLists.create(waiting.caller, { name: 'Soon', backInStock: true });
    await ring.services.wishLists.addItem(waiting.caller, list._id, { productId: 'kettle' });
    const replenished = (otherWarehousesAvailable: number) =>
      event('StockReplenishedEvent', 'stock', 'kettle:wh', {
        productId: 'kettle',
        warehouseId: 'wh',
        previousAvailable: 0,
        available: 4,
        otherWarehousesAvailable,
      });
    await deliver(replenished(3));
    expect(await ring.services.notifications.list(waiting.caller, { limit: 10, offset: 0 })).toEqual([]);
    await deliver(replenished(0));
    expect(
      (await ring.services.notifications.list(waiting.caller, { limit: 10, offset: 0 })).map((n) => n.kind),
    ).toEqual(['wish-list-back-in-stock']);
  });
});

describe('personal data', () => {
  it('exports the address book, wish lists, preferences, tickets and the record, and erases them all', async () => {
    const customer = await signUp(ring, 'care-data@example.com');
    await deliver(event('UserRegisteredEvent', 'user', customer.id, { userId: customer.id }));
    await ring.services.addresses.add(customer.caller, {
      type: 'shipping',
      address: {
        name: 'Care Data',
        line1: '1 Main St',
        city: 'springfield',
        state: 'il',
        postalCode: '62701',
        country: 'US',
      },
    });
    const list = await ring.services.wishLists.create(customer.caller, { name: 'Birthday' });
    await ring.services.wishLists.share(customer.caller, list._id);
    await ring.services.preferences.update(customer.caller, customer.id, { newsletter: true });
    await ring.services.tickets.open(customer.caller, { subject: 'My data', body: 'What do you keep?' });

    const subject = { userId: customer.id, email: 'care-data@example.com' };
    const sections = (await ring.personalData.collect(subject)) as Record<
      string,
      Array<Record<string, unknown>>
    >;
    expect(sections.addressBook).toHaveLength(1);
    expect(JSON.stringify(sections.addressBook)).toContain('Springfield');
    expect(sections.wishLists!.map((each) => each.name)).toEqual(['Birthday']);
    expect(sections.wishLists![0]).not.toHaveProperty('shareTokenHash');
    expect(sections.preferences![0]).toMatchObject({ _id: customer.id });
    expect(sections.supportTickets!.map((each) => each.subject)).toEqual(['My data']);
    expect(sections.customerRecord![0]).toMatchObject({ _id: customer.id });

    for (const section of ring.personalData.list()) await section.erase(subject);
    const after = (await ring.personalData.collect(subject)) as Record<string, unknown[]>;
    for (const name of ['addressBook', 'wishLists', 'preferences', 'supportTickets', 'customerRecord'])
      expect(after[name], name).toEqual([]);
  });
});
