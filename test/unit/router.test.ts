import { describe, expect, it } from 'vitest';
import { Router, type Handler } from '../../platform/http/router';

const noop: Handler = () => {};

function router() {
  const handlers = {
    user: (() => {}) as Handler,
    orders: (() => {}) as Handler,
    docs: (() => {}) as Handler,
    update: (() => {}) as Handler,
  };
  const instance = new Router().add(
    { methods: ['GET'], path: '/api/users/:id', handler: handlers.user },
    { methods: ['PUT', 'DELETE'], path: '/api/users/:id', handler: handlers.update },
    { methods: ['GET'], path: '/api/users/:userId/orders/:orderId', handler: handlers.orders },
    { methods: ['GET'], path: '/docs/*', handler: handlers.docs },
    { methods: ['POST'], path: '/graphql', handler: noop },
  );
  return { instance, handlers };
}

describe('Router', () => {
  it('extracts and decodes path parameters', () => {
    const { instance, handlers } = router();
    expect(instance.match('GET', '/api/users/42')).toEqual({
      kind: 'found',
      handler: handlers.user,
      params: { id: '42' },
      path: '/api/users/:id',
    });
    expect(instance.match('GET', '/api/users/a%20b%2Fc')).toMatchObject({ params: { id: 'a b/c' } });
    expect(instance.match('GET', '/api/users/7/orders/o-9')).toEqual({
      kind: 'found',
      handler: handlers.orders,
      params: { userId: '7', orderId: 'o-9' },
      path: '/api/users/:userId/orders/:orderId',
    });
  });

  it('accepts a trailing slash but not extra segments', () => {
    const { instance } = router();
    expect(instance.match('GET', '/api/users/42/')).toMatchObject({ kind: 'found', params: { id: '42' } });
    expect(instance.match('GET', '/api/users/42/extra')).toEqual({ kind: 'not-found' });
    expect(instance.match('GET', '/api/users')).toEqual({ kind: 'not-found' });
  });

  it('matches prefixes ending in /*, with the rest as a parameter', () => {
    const { instance, handlers } = router();
    expect(instance.match('GET', '/docs/a/b.html')).toEqual({
      kind: 'found',
      handler: handlers.docs,
      params: { rest: 'a/b.html' },
      path: '/docs/*',
    });
    expect(instance.match('GET', '/docs')).toMatchObject({ kind: 'found', params: { rest: '' } });
    expect(instance.match('GET', '/docsx')).toEqual({ kind: 'not-found' });
  });

  it('picks the route for the method among routes on the same path', () => {
    const { instance, handlers } = router();
    expect(instance.match('DELETE', '/api/users/1')).toMatchObject({
      kind: 'found',
      handler: handlers.update,
    });
  });

  it('answers 405 material: every method the path allows', () => {
    const { instance } = router();
    const match = instance.match('POST', '/api/users/1');
    expect(match.kind).toBe('method-not-allowed');
    expect(match.kind === 'method-not-allowed' && [...match.allow].sort()).toEqual(['DELETE', 'GET', 'PUT']);
    expect(instance.match('GET', '/graphql')).toEqual({ kind: 'method-not-allowed', allow: ['POST'] });
  });

  it('serves HEAD from a GET route', () => {
    const { instance, handlers } = router();
    expect(instance.match('HEAD', '/api/users/1')).toMatchObject({ kind: 'found', handler: handlers.user });
  });

  it('hands every method to a route that takes them all (`*`), so that it answers 405 in its own envelope', () => {
    const own: Handler = () => {};
    const instance = new Router().add(
      { methods: '*', path: '/products/:id', handler: own },
      { methods: ['GET'], path: '/products/:id', handler: noop },
    );
    for (const method of ['GET', 'HEAD', 'PATCH', 'OPTIONS', 'PROPFIND'])
      expect(instance.match(method, '/products/7')).toEqual({
        kind: 'found',
        handler: own,
        params: { id: '7' },
        path: '/products/:id',
      });
  });

  it('treats regex characters in paths literally', () => {
    const instance = new Router().add({ methods: ['GET'], path: '/v1.0/items', handler: noop });
    expect(instance.match('GET', '/v1.0/items').kind).toBe('found');
    expect(instance.match('GET', '/v1x0/items').kind).toBe('not-found');
  });

  it('decodes parameters, and names a malformed escape instead of throwing', () => {
    const instance = new Router().add({ methods: ['GET'], path: '/users/:id', handler: noop });
    expect(instance.match('GET', '/users/a%20b')).toMatchObject({ kind: 'found', params: { id: 'a b' } });
    for (const segment of ['%E0%A4%A', '%zz', '%'])
      expect(instance.match('GET', `/users/${segment}`)).toEqual({ kind: 'malformed', segment });
  });
});
