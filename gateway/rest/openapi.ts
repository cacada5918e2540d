import { z } from 'zod';
import { errorCatalog } from '../../platform/errors';
import { money } from './resources';
import type { RouteSecurity } from '../edge';
import type { Binding, RestRoute } from './route';
import {
  describeVersion,
  MIGRATION_PATH,
  stableVersion,
  VENDOR,
  versions,
  type ApiVersion,
} from './versions';

type Json = Record<string, unknown>;

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const idOf = (schema: z.ZodType, fallback: string) =>
  (z.globalRegistry.get(schema)?.id as string | undefined) ?? fallback;
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** zod → JSON Schema 2020-12 (what OpenAPI 3.1 uses), as components referring to each other. */
function components(schemas: Map<string, z.ZodType>, io: 'input' | 'output'): Record<string, Json> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of schemas) registry.add(schema, { id });
  const { schemas: converted } = z.toJSONSchema(registry, {
    io,
    uri: (id) => `#/components/schemas/${id}`,
    unrepresentable: 'any',
  }) as { schemas: Record<string, Json> };
  return Object.fromEntries(
    Object.entries(converted).map(([id, { $schema: _schema, $id: _id, ...schema }]) => [id, schema]),
  );
}

function inline(schema: z.ZodType): Json {
  const { $schema: _schema, ...json } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  }) as Json;
  return json;
}

const errorEnvelope = {
  type: 'object',
  required: ['error', 'meta'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message', 'status'],
      properties: {
        code: {
          type: 'string',
          description: 'Upper-case identifier from the error registry, e.g. USER_NOT_FOUND.',
          enum: Object.keys(errorCatalog).filter(
            (code) => errorCatalog[code as keyof typeof errorCatalog].status >= 400,
          ),
        },
        message: { type: 'string' },
        status: { type: 'integer', description: 'The HTTP status, repeated.' },
        details: {
          type: 'object',
          description:
            'For 400s, `fields`: [{field, reason, message}]; for version errors, `supported`; other codes add their own keys (product_id, retry_after, ...).',
        },
      },
    },
    meta: ref('Meta'),
  },
};

const meta = {
  type: 'object',
  required: ['timestamp', 'request_id'],
  properties: {
    timestamp: {
      type: 'string',
      format: 'date-time',
      description: 'When the answer was made, ISO 8601 UTC.',
    },
    request_id: {
      type: 'string',
      description: 'Also the `X-Request-Id` header; quote it when reporting a problem.',
    },
    page: {
      type: 'object',
      description: 'List answers only. v1: `offset`; v2: `next_cursor` (null once a page is not full).',
      properties: {
        limit: { type: 'integer' },
        offset: { type: 'integer' },
        next_cursor: { type: ['string', 'null'] },
        has_more: { type: 'boolean' },
      },
    },
  },
};

const errorResponses: Record<
  string,
  { description: string; when: (route: RestRoute, binding: Binding) => boolean }
> = {
  '400': { description: 'Invalid input: `details.fields` names each field at fault.', when: () => true },
  '401': { description: 'Missing or invalid credential (`WWW-Authenticate` says why).', when: () => true },
  '403': {
    description: 'The credential lacks the scope or role.',
    when: (route) => route.security !== 'none',
  },
  '404': {
    description: 'No such resource (`<RESOURCE>_NOT_FOUND`), or none you may see.',
    when: (route) => route.path.includes(':'),
  },
  '409': {
    description: 'A conflict: already exists, insufficient stock, not editable in this state.',
    when: (route) => route.method !== 'GET',
  },
  '422': {
    description: 'The `Idempotency-Key` was used with a different request (`IDEMPOTENCY_KEY_REUSED`).',
    when: (route) => Boolean(route.idempotent),
  },
  '429': { description: 'Rate limited: `Retry-After` says when to try again.', when: () => true },
  '500': { description: 'An unexpected failure; only the request id is returned.', when: () => true },
};

function versionHeaderDocs(version: ApiVersion): Json {
  const headers: Json = {
    'X-Request-Id': {
      description: 'The request id (yours when you sent a safe one).',
      schema: { type: 'string' },
    },
    'Api-Version': { description: 'The API version that answered.', schema: { type: 'string' } },
    'Api-Version-Status': {
      description: 'Where that version is in its life: beta, stable or deprecated.',
      schema: { type: 'string', enum: ['beta', 'stable', 'deprecated'] },
    },
  };
  if (versions[version].kind === 'deprecated') {
    headers.Deprecation = {
      description: 'RFC 9745: when this version was deprecated (`@` epoch seconds).',
      schema: { type: 'string' },
    };
    headers.Sunset = {
      description: 'RFC 8594: when this version stops being served (HTTP date).',
      schema: { type: 'string' },
    };
    headers.Link = {
      description: 'The migration notes (rel="deprecation" and rel="sunset").',
      schema: { type: 'string' },
    };
  }
  return headers;
}

/** The security schemes every document declares (see `securityRequirements`). */
export const securitySchemes = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'An access token (JWT) from /auth/login or OAuth.',
  },
  apiKey: {
    type: 'apiKey',
    in: 'header',
    name: 'x-api-key',
    description: 'An API key (sk_live_...); `Authorization: Bearer <API key>` is accepted too.',
  },
} as const;

/**
 * A route's requirement as OpenAPI security (alternatives): `apiKey` or `bearer` alone, `any` either,
 * `none` also nothing (a credential that is sent is used).
 */
export function securityRequirements(security: RouteSecurity, scopes: readonly string[] = []): Json[] {
  switch (security) {
    case 'apiKey':
      return [{ apiKey: [...scopes] }];
    case 'bearer':
      return [{ bearerAuth: [...scopes] }];
    case 'any':
      return [{ bearerAuth: [...scopes] }, { apiKey: [...scopes] }];
    case 'none':
      return [{}, { bearerAuth: [] }, { apiKey: [] }];
    default: {
      const exhaustive: never = security;
      return exhaustive;
    }
  }
}

function operation(route: RestRoute, version: ApiVersion, binding: Binding): Json {
  const pathParams = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((match) => ({
    name: match[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const queryParams = Object.entries(binding.query?.shape ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: !(schema as z.ZodType).safeParse(undefined).success,
    ...(z.globalRegistry.get(schema as z.ZodType)?.description
      ? { description: z.globalRegistry.get(schema as z.ZodType)!.description }
      : {}),
    schema: inline(schema as z.ZodType),
  }));
  const headerParams = route.idempotent
    ? [
        {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description:
            '8-128 letters, digits, ".", "_", ":" or "-". A retry with the same key and body answers what the first call made (kept 24 hours).',
          schema: { type: 'string', minLength: 8, maxLength: 128 },
        },
      ]
    : [];
  const data = ref(idOf(binding.response, `${capitalize(route.name)}Result`));
  const status = String(binding.status ?? 200);
  const responses: Json = {
    [status]: {
      description: binding.list ? 'The list, in `data`.' : 'The resource, in `data`.',
      headers: versionHeaderDocs(version),
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: ['data', 'meta'],
            properties: { data: binding.list ? { type: 'array', items: data } : data, meta: ref('Meta') },
          },
        },
      },
    },
  };
  for (const [code, response] of Object.entries(errorResponses)) {
    if (response.when(route, binding))
      responses[code] = {
        description: response.description,
        content: { 'application/json': { schema: ref('ErrorEnvelope') } },
      };
  }
  return {
    operationId: `${version}_${route.name}`,
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: [route.tag],
    ...(versions[version].kind === 'deprecated' ? { deprecated: true } : {}),
    'x-api-version-status': versions[version].kind,
    security: securityRequirements(route.security, route.scopes),
    ...(pathParams.length || queryParams.length || headerParams.length
      ? { parameters: [...pathParams, ...queryParams, ...headerParams] }
      : {}),
    ...(binding.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: ref(`${capitalize(route.name)}Body`) } },
          },
        }
      : {}),
    responses,
  };
}

/**
 * The OpenAPI 3.1 document of the REST API, generated from the same route table the adapter runs, for
 * some versions (one per document at /api/<version>/openapi.json, all at /api/openapi.json).
 */
export function openApiDocument(
  routes: readonly RestRoute[],
  include: readonly ApiVersion[],
  publicUrl: string,
): Json {
  const outputs = new Map<string, z.ZodType>([['Money', money]]);
  const inputs = new Map<string, z.ZodType>();
  const paths: Record<string, Json> = {};
  for (const version of include) {
    for (const route of routes) {
      const binding = route.versions[version];
      if (!binding) continue;
      outputs.set(idOf(binding.response, `${capitalize(route.name)}Result`), binding.response);
      if (binding.body) inputs.set(`${capitalize(route.name)}Body`, binding.body);
      const path = `/api/${version}${route.path.replace(/:([A-Za-z]+)/g, '{$1}')}`;
      paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route, version, binding) };
    }
  }
  const described = include.map(describeVersion);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Commerce REST API',
      version: include.length === 1 ? include[0] : include.join(', '),
      description:
        `Every answer is an envelope: \`data\` on success, \`error\` ({code, message, status}) on failure, and always \`meta\` ({timestamp, request_id}). ` +
        `Versions: ${described.join('; ')}. The version is the path segment; unversioned \`/api/...\` paths take \`Accept: application/vnd.${VENDOR}.v1+json\` ` +
        `and mean ${stableVersion} without it. Migration notes: ${publicUrl}${MIGRATION_PATH}.`,
    },
    servers: [{ url: publicUrl }],
    tags: [{ name: 'Users' }, { name: 'Orders' }, { name: 'Search' }, { name: 'Products' }],
    paths,
    components: {
      securitySchemes,
      schemas: {
        ...components(outputs, 'output'),
        ...components(inputs, 'input'),
        Meta: meta,
        ErrorEnvelope: errorEnvelope,
      },
    },
  };
}
