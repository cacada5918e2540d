import { describe, expect, it } from 'vitest';
import { restFieldOf, snakeCase } from '../../gateway/rest/route';

/** How the REST face names an input the service named in its own terms (`extensions.inputField`). */
describe('restFieldOf', () => {
  it('names a body that is the whole input by its path, in snake_case', () => {
    expect(restFieldOf('items[12].productId', {})).toBe('items[12].product_id');
    expect(restFieldOf('userId', {})).toBe('user_id');
    expect(restFieldOf('email', {})).toBe('email');
  });

  it('names a body that is one part of the input (`bodyAt`) from inside it', () => {
    const binding = { bodyAt: 'item' };
    expect(restFieldOf('item.productId', binding)).toBe('product_id');
    expect(restFieldOf('item.quantity', binding)).toBe('quantity');
    // The part itself, and inputs beside it, keep their names.
    expect(restFieldOf('item', binding)).toBe('item');
    expect(restFieldOf('itemsCount', binding)).toBe('items_count');
    expect(restFieldOf('orderId', binding)).toBe('order_id');
  });

  it("uses the route's own names for inputs outside the body (query parameters, headers)", () => {
    const binding = { bodyAt: 'item', fields: { idempotencyKey: 'Idempotency-Key', search: 'q' } };
    expect(restFieldOf('idempotencyKey', binding)).toBe('Idempotency-Key');
    expect(restFieldOf('search', binding)).toBe('q');
  });

  it('names the input as a whole, or no field, `(input)`', () => {
    expect(restFieldOf('', {})).toBe('(input)');
    expect(restFieldOf(undefined, {})).toBe('(input)');
    expect(restFieldOf(42, {})).toBe('(input)');
  });
});

describe('snakeCase', () => {
  it('lowers each capital behind an underscore and leaves digits, dots and brackets', () => {
    expect(snakeCase('shippingAddress.postalCode')).toBe('shipping_address.postal_code');
    expect(snakeCase('lines[0].orderItemId')).toBe('lines[0].order_item_id');
    expect(snakeCase('retryAfter')).toBe('retry_after');
    expect(snakeCase('a1B2')).toBe('a1_b2');
  });
});
