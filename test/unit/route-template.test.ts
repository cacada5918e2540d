import { describe, expect, it } from 'vitest';
import { compileTemplate, REQUEST_ROOTS, RESPONSE_ROOTS, TemplateError } from '../../gateway/routes/template';
import { thrown } from '../../testing/assertions';

const scope = {
  path: { id: 'u-1' },
  query: { limit: '25', active: 'true', tag: 'Sale' },
  headers: { 'x-partner': 'acme' },
  body: { fullName: 'Ada Lovelace', items: [{ sku: 'A-1', qty: 2 }, { sku: 'B-2' }] },
  caller: { kind: 'user', id: 'user-9', scopes: ['read'] },
};

describe('the route template language', () => {
  it('copies literals and fills lookups from the request, keeping the template itself unchanged', () => {
    const template = {
      name: '$.body.fullName',
      id: '$.path.id',
      who: '$.caller.id',
      partner: '$.headers.x-partner',
      first: '$.body.items[0].sku',
      kind: 'customer',
      count: 3,
      flags: [true, null],
      price: '$$5 off',
    };
    const made = compileTemplate(template, REQUEST_ROOTS)(scope);
    expect(made).toEqual({
      name: 'Ada Lovelace',
      id: 'u-1',
      who: 'user-9',
      partner: 'acme',
      first: 'A-1',
      kind: 'customer',
      count: 3,
      flags: [true, null],
      price: '$5 off',
    });
    expect(template.name).toBe('$.body.fullName');
  });

  it('leaves out keys whose lookup finds nothing, and puts null in arrays for them', () => {
    const made = compileTemplate(
      { qty: '$.body.items[1].qty', deep: '$.body.nothing.here', list: ['$.body.items[1].qty', '$.path.id'] },
      REQUEST_ROOTS,
    )(scope);
    expect(made).toEqual({ list: [null, 'u-1'] });
  });

  it('converts with filters: number, integer, boolean, string, upper, lower and default', () => {
    const made = compileTemplate(
      {
        limit: '$.query.limit | number',
        whole: '$.query.limit | integer',
        active: '$.query.active | boolean',
        id: '$.caller.scopes | string',
        tag: '$.query.tag | upper',
        low: '$.query.tag | lower',
        page: '$.query.page | number | default(1)',
        bad: '$.query.tag | number',
      },
      REQUEST_ROOTS,
    )(scope);
    expect(made).toEqual({
      limit: 25,
      whole: 25,
      active: true,
      id: '["read"]',
      tag: 'SALE',
      low: 'sale',
      page: 1,
    });
  });

  it('reads the backend answer only in response templates', () => {
    const response = compileTemplate({ id: '$.data.user.id', status: '$.status' }, RESPONSE_ROOTS);
    expect(response({ ...scope, data: { user: { id: 'x' } }, status: 200 })).toEqual({
      id: 'x',
      status: 200,
    });
    const error = thrown(() => compileTemplate({ id: '$.data.user.id' }, REQUEST_ROOTS), TemplateError);
    expect(error.problems).toEqual([
      {
        path: 'id',
        message:
          '"data" is not something this template can read; use one of path, query, headers, body, caller',
      },
    ]);
  });

  it('names every mistake with its place in the template', () => {
    const error = thrown(
      () =>
        compileTemplate(
          {
            a: '$.nowhere.x',
            b: { c: ['$.body.items[x]'] },
            d: '$.query.limit | round',
            e: '$.query.limit | default',
            f: '$.query.limit | default(not json)',
          },
          REQUEST_ROOTS,
        ),
      TemplateError,
    );
    expect(error.problems.map((problem) => problem.path)).toEqual(['a', 'b.c[0]', 'd', 'e', 'f']);
    expect(error.problems[2]!.message).toContain('"round" is not a filter');
  });
});
