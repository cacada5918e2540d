import { describe, expect, it } from 'vitest';
import { parseRouteFile, RouteFileError } from '../../gateway/routes/file';
import { restRoutes } from '../../gateway/rest/routes';
import { operationCatalogue } from '../../gateway/routes/operations';
import { thrown } from '../../testing/assertions';

const operations = new Set(operationCatalogue(restRoutes({ maxPageSize: 100 })).keys());

const problemsOf = (text: string) =>
  thrown(() => parseRouteFile(text, 'routes.yaml', operations), RouteFileError).problems;

describe('the route file', () => {
  it('takes YAML with the documented defaults, and JSON as well', () => {
    const file = parseRouteFile(
      `
routes:
  - name: userCard
    method: GET
    path: /cards/users/:id
    host: Shop.Example.com
    backend: { kind: supergraph, operation: RestUser, variables: { id: $.path.id } }
  - name: partner
    method: POST
    path: /partners/:id
    security: apiKey
    backend:
      kind: http
      urls: [http://127.0.0.1:9001, http://127.0.0.1:9002]
      path: /v1/notes/:id
      body: { text: $.body.text }
    fallback: { kind: stale }
`,
      'routes.yaml',
      operations,
    );
    expect(file.routes[0]).toMatchObject({ host: 'shop.example.com', security: 'any' });
    expect(file.routes[1]).toMatchObject({
      security: 'apiKey',
      backend: { timeoutMs: 10_000, breaker: { failures: 5, cooldownMs: 5_000 }, headers: {} },
      fallback: { kind: 'stale', maxEntries: 100, maxAgeSeconds: 300 },
    });
    const json = parseRouteFile(
      JSON.stringify({
        routes: [
          {
            name: 'a',
            method: 'GET',
            path: '/a',
            security: 'none',
            backend: { kind: 'http', urls: ['https://a.example'] },
          },
        ],
      }),
      'routes.json',
      operations,
    );
    expect(json.routes).toHaveLength(1);
  });

  it('refuses a malformed file naming every problem with its place in the file', () => {
    const problems = problemsOf(`
routes:
  - name: 1bad
    method: FETCH
    path: no-slash
    host: "bad host!"
    security: both
    backend: { kind: supergraph, operation: NoSuchOperation }
  - name: ok
    method: GET
    path: /ok/:id
    sercurity: none
    backend:
      kind: http
      urls: [ftp://files.example]
      path: /v1/:other
      timeoutMs: 10
      body: { who: $.caller.id, bad: $.nowhere }
    fallback: { kind: cached }
`);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^routes\[0\]\.name: /),
        expect.stringMatching(/^routes\[0\]\.method: /),
        expect.stringMatching(/^routes\[0\]\.path: /),
        expect.stringMatching(/^routes\[0\]\.host: /),
        expect.stringMatching(/^routes\[0\]\.security: /),
        expect.stringMatching(/^routes\[1\]: .*sercurity/),
        expect.stringMatching(/^routes\[1\]\.backend\.urls\[0\]: /),
        expect.stringMatching(/^routes\[1\]\.backend\.timeoutMs: /),
        expect.stringMatching(/^routes\[1\]\.fallback\.kind: /),
        // Checked beside the shape's problems, not after them.
        expect.stringMatching(/^routes\[0\]\.backend\.operation: no operation "NoSuchOperation"/),
        'routes[1].backend.body.bad: "nowhere" is not something this template can read; use one of path, query, headers, body, caller',
      ]),
    );
    expect(problems.length).toBeGreaterThanOrEqual(11);
  });

  it('checks operations, templates, parameters, names and places once the shape is right', () => {
    const problems = problemsOf(`
routes:
  - name: a
    method: GET
    path: /a/:id
    backend: { kind: supergraph, operation: NoSuchOperation, variables: { id: $.path.id | round } }
    response: { body: { x: $.data.a }, notFound: { when: $.data.a, code: ORDER_NOT_FOUND } }
  - name: b
    method: GET
    path: /b/:id
    backend: { kind: http, urls: [http://127.0.0.1:1], path: /x/:other, headers: { x-who: $.secret.key } }
`);
    expect(problems).toEqual([
      expect.stringMatching(
        /^routes\[0\]\.backend\.operation: no operation "NoSuchOperation"; the catalogue has .*RestUser/,
      ),
      expect.stringMatching(/^routes\[0\]\.backend\.variables\.id: "round" is not a filter/),
      'routes[1].backend.headers.x-who: "secret" is not something this template can read; use one of path, query, headers, body, caller',
      'routes[1].backend.path: ":other" is not a parameter of the route\'s path /b/:id',
    ]);
    const twice = problemsOf(`
routes:
  - { name: a, method: GET, path: /a/:id, backend: { kind: http, urls: [http://127.0.0.1:1] } }
  - { name: a, method: GET, path: /a/:key, backend: { kind: http, urls: [http://127.0.0.1:1] } }
  - { name: c, method: GET, path: /a/:key, host: shop.example.com, backend: { kind: http, urls: [http://127.0.0.1:1] } }
`);
    expect(twice).toEqual([
      'routes[1].name: "a" is also the name of routes[0]',
      'routes[1].path: routes[0] already serves GET /a/:key',
    ]);
  });

  it('names the line and column of a YAML syntax error', () => {
    const problems = problemsOf('routes:\n  - name: a\n    method: [GET\n');
    expect(problems[0]).toMatch(/^line \d+, column \d+: /);
  });
});
