import { z } from 'zod';
import { LineCounter, parseDocument } from 'yaml';
import { errorCatalog, type ErrorCode } from '../../platform/errors';
import type { RouteSecurity } from '../edge';
import { compileTemplate, REQUEST_ROOTS, RESPONSE_ROOTS, TemplateError, type TemplateRoot } from './template';

/**
 * The route file (ROUTES_FILE): YAML or JSON (JSON is YAML), checked against the schema below when the
 * gateway starts and at every reload. Every problem is reported at once with its place in the file
 * (`routes[2].backend.urls[0]: ...`), and a file with any problem is not used. docs/routes.md is its
 * reference.
 */

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const SEGMENT = '(?:[A-Za-z0-9._~-]+|:[A-Za-z_][A-Za-z0-9_]*)';

const method = z.enum(METHODS);
const path = z
  .string()
  .regex(new RegExp(`^(?:/${SEGMENT})+/?$|^/$`), 'a path: /segments with :name parameters (/shop/items/:id)');
const host = z
  .string()
  .regex(
    /^(?:\*\.)?(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)*[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/,
    'a host name (shop.example.com) or a wildcard (*.example.com), without port',
  )
  .transform((name) => name.toLowerCase());
const headerName = z
  .string()
  .regex(/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/, 'a header name')
  .transform((name) => name.toLowerCase());
/** Any JSON value whose lookups compile for `roots`; each mistake is reported at its place inside it. */
const templateOf = (roots: readonly TemplateRoot[]) =>
  z.unknown().superRefine((value, context) => {
    if (value === undefined) return;
    try {
      compileTemplate(value, roots);
    } catch (error) {
      if (!(error instanceof TemplateError)) throw error;
      for (const problem of error.problems)
        context.addIssue({
          code: 'custom',
          path: problem.path ? [problem.path] : [],
          message: problem.message,
        });
    }
  });
const requestTemplate = templateOf(REQUEST_ROOTS);
const responseTemplate = templateOf(RESPONSE_ROOTS);
const status = z.number().int().min(200).max(599);

const notFoundCodes = Object.keys(errorCatalog).filter(
  (code) => errorCatalog[code as ErrorCode].status === 404,
) as [ErrorCode, ...ErrorCode[]];

const supergraphBackend = z
  .object({
    kind: z.literal('supergraph'),
    /** A typed operation of the gateway's catalogue (see gateway/routes/operations.ts). */
    operation: z.string().min(1),
    /** The operation's variables, a request template. Default none. */
    variables: requestTemplate.optional(),
  })
  .strict();

const httpBackend = z
  .object({
    kind: z.literal('http'),
    /** Every instance of the upstream service (base URLs); calls are balanced across them. */
    urls: z.array(z.url({ protocol: /^https?$/ })).min(1, 'at least one URL'),
    /** The upstream path, with the route's `:name` parameters; the query string is passed on. Default the route's path. */
    path: path.optional(),
    /** Default the route's method. */
    method: method.optional(),
    /** Deadline of one call, retries included. Default 10000. */
    timeoutMs: z.number().int().min(50).max(120_000).default(10_000),
    /** Retries on connection failures and 502/503/504. Default 2 for GET, PUT and DELETE, 0 otherwise. */
    retries: z.number().int().min(0).max(5).optional(),
    breaker: z
      .object({
        failures: z.number().int().min(1).max(1000).default(5),
        cooldownMs: z.number().int().min(100).max(600_000).default(5_000),
      })
      .strict()
      .default({ failures: 5, cooldownMs: 5_000 }),
    /** Headers to send, each a request template (a lookup or a literal string). */
    headers: z.record(headerName, requestTemplate.pipe(z.string())).default({}),
    /** The upstream's JSON body, a request template. Default the request's body as it came. */
    body: requestTemplate.optional(),
  })
  .strict();

const response = z
  .object({
    /** Default the upstream's status, or 200 (201 for a POST to the supergraph). */
    status: status.optional(),
    /** The answer's JSON body, a response template over `data` (and the request). Default `data` as it is. */
    body: responseTemplate.optional(),
    /** Headers to add to the answer (literal values). */
    headers: z.record(headerName, z.string()).default({}),
    /** 404 with `code` when the `when` lookup finds nothing (null or absent). */
    notFound: z
      .object({ when: responseTemplate.pipe(z.string().startsWith('$.')), code: z.enum(notFoundCodes) })
      .strict()
      .optional(),
  })
  .strict();

const fallback = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('static'),
      status: status.default(200),
      body: z.unknown(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('stale'),
      /** Answers kept (the least recently stored go first). Default 100. */
      maxEntries: z.number().int().min(1).max(10_000).default(100),
      /** How old a kept answer may be when it is served. Default 300. */
      maxAgeSeconds: z.number().int().min(1).max(86_400).default(300),
    })
    .strict(),
]);

function routeSchema(operations: ReadonlySet<string>) {
  return z
    .object({
      /** Unique; the OpenAPI operationId and the metrics' label. */
      name: z
        .string()
        .regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'letters, digits and _ (at most 64), a letter first'),
      summary: z.string().max(200).optional(),
      method,
      path,
      /** Exact (`shop.example.com`) or wildcard (`*.example.com`); absent: any host (the default routes). */
      host: host.optional(),
      /** Default `any`: a route is closed unless it says otherwise. */
      security: z
        .enum(['apiKey', 'bearer', 'any', 'none'] as const satisfies readonly RouteSecurity[])
        .default('any'),
      backend: z.discriminatedUnion('kind', [
        supergraphBackend.extend({
          operation: z
            .string()
            .min(1)
            .refine((name) => operations.has(name), {
              error: (issue) =>
                `no operation "${String(issue.input)}"; the catalogue has ${[...operations].join(', ')}`,
            }),
        }),
        httpBackend,
      ]),
      response: response.optional(),
      fallback: fallback.optional(),
    })
    .strict()
    .superRefine((route, context) => {
      const { backend } = route;
      if (backend.kind !== 'http' || !backend.path) return;
      const declared = new Set(paramsOf(route.path));
      for (const param of paramsOf(backend.path))
        if (!declared.has(param))
          context.addIssue({
            code: 'custom',
            path: ['backend', 'path'],
            message: `":${param}" is not a parameter of the route's path ${route.path}`,
          });
    });
}

export function routeFileSchema(operations: ReadonlySet<string>) {
  return z
    .object({ routes: z.array(routeSchema(operations)) })
    .strict()
    .superRefine((file, context) => {
      const names = new Map<string, number>();
      const places = new Map<string, number>();
      file.routes.forEach((route, index) => {
        const sameName = names.get(route.name);
        if (sameName !== undefined)
          context.addIssue({
            code: 'custom',
            path: ['routes', index, 'name'],
            message: `"${route.name}" is also the name of routes[${sameName}]`,
          });
        else names.set(route.name, index);
        // `/a/:id` and `/a/:key` are the same place: parameters match any segment.
        const place = `${route.host ?? '*'} ${route.method} ${route.path.replace(/:[^/]+/g, ':').replace(/\/$/, '')}`;
        const samePlace = places.get(place);
        if (samePlace !== undefined)
          context.addIssue({
            code: 'custom',
            path: ['routes', index, 'path'],
            message: `routes[${samePlace}] already serves ${route.method} ${route.path}${route.host ? ` on ${route.host}` : ''}`,
          });
        else places.set(place, index);
      });
    });
}

export type RouteFile = z.output<ReturnType<typeof routeFileSchema>>;
export type FileRoute = RouteFile['routes'][number];
export type HttpBackend = z.output<typeof httpBackend>;
export type SupergraphBackend = z.output<typeof supergraphBackend>;
export type Fallback = z.output<typeof fallback>;

export function paramsOf(pattern: string): string[] {
  return [...pattern.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]!);
}

/** A route file that cannot be used: every problem, each with its place in the file. */
export class RouteFileError extends Error {
  constructor(
    readonly source: string,
    readonly problems: string[],
  ) {
    super(
      `Route file ${source} is not valid (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n` +
        problems.map((problem) => `  - ${problem}`).join('\n'),
    );
    this.name = 'RouteFileError';
  }
}

function placeOf(path: ReadonlyArray<PropertyKey>): string {
  return path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
    )
    .join('');
}

/** Parses and checks a route file's text; throws a RouteFileError listing every problem. */
export function parseRouteFile(text: string, source: string, operations: ReadonlySet<string>): RouteFile {
  const lines = new LineCounter();
  const document = parseDocument(text, { prettyErrors: false, uniqueKeys: true, lineCounter: lines });
  if (document.errors.length) {
    throw new RouteFileError(
      source,
      document.errors.map((error) => {
        const at = lines.linePos(error.pos[0]);
        return `${at ? `line ${at.line}, column ${at.col}: ` : ''}${error.message.split('\n', 1)[0]}`;
      }),
    );
  }
  const parsed = routeFileSchema(operations).safeParse(document.toJS() ?? {});
  if (!parsed.success) {
    throw new RouteFileError(
      source,
      parsed.error.issues.map((issue) => `${placeOf(issue.path) || '(file)'}: ${issue.message}`),
    );
  }
  return parsed.data;
}
