import { GraphQLError } from 'graphql';
import { isKnownErrorCode, statusOf } from '../../platform/errors';
import { newEvent, type EventBus } from '../../platform/events';
import { decodeComponent, HttpError, readBody, sendBody } from '../../platform/http';
import type { Route } from '../../platform/http/router';
import { rolesOf } from '../../platform/identity/access';
import type { Logger } from '../../platform/logging';
import { checkImage, imageKey, mediaUrl } from '../../platform/media/images';
import { isObjectKey, type ObjectStore } from '../../platform/objects';
import { gql } from '../__generated__';
import { requestIdOf } from '../context';
import { httpRequestOf, type Edge } from '../edge';
import { snakeCase } from '../edge/input-errors';
import { restError, sendData, sendError } from '../rest/envelope';

export interface MediaRoutesOptions {
  edge: Edge;
  store: ObjectStore;
  events: EventBus;
  logger: Logger;
  maxBytes: number;
  maxPixels: number;
  /** The base URL media are loaded from (MEDIA_PUBLIC_URL, or the gateway's `/media`). */
  publicBase: () => string;
}

const PRODUCT = gql(`query MediaProduct($id: ID!) { product(id: $id) { id } }`);

/**
 * Product media on the gateway:
 * - `POST /api/v3/products/{id}/images`: an admin uploads one image as the request body (its bytes, any
 *   image Content-Type). The gateway checks it (type sniffed from the bytes, MEDIA_MAX_BYTES,
 *   MEDIA_MAX_PIXELS from the header before any decoding), stores it under the image prefix and publishes
 *   the object-created notification (`ObjectCreated`); the catalog makes the thumbnails and attaches it.
 *   Answers 202 with the key and URL; the product shows the image once processed.
 * - `GET /media/{key}`: serves a stored object (unique keys, so cached for a year), for the local store
 *   or a bucket that is not public.
 */
export function mediaRoutes(options: MediaRoutesOptions): Route[] {
  const { edge, store, logger } = options;
  const upload: Route = {
    methods: ['POST'],
    path: '/api/v3/products/:id/images',
    handler: async (req, res, params) => {
      const requestId = requestIdOf(res);
      const fail = (
        code: Parameters<typeof restError>[0],
        message: string,
        details?: Record<string, unknown>,
      ) => sendError(res, restError(code, message, details), requestId, {});
      try {
        const entry = await edge.enter(httpRequestOf(req, res, 'rest', 'POST /api/v3/products/:id/images'), {
          require: 'any',
        });
        if (entry.kind === 'refused') {
          const { refusal } = entry;
          return sendError(
            res,
            { code: refusal.code, message: refusal.message, status: refusal.status },
            requestId,
            refusal.headers,
          );
        }
        for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value);
        // Checked before the body is read: nobody else makes the gateway buffer an upload.
        if (!rolesOf(entry.identity).includes('admin'))
          return fail('FORBIDDEN', 'Only admins add product images.');
        const found = await edge.execute(entry.context, { document: PRODUCT, variables: { id: params.id! } });
        if (found.kind === 'error') return fail(found.error.code, found.error.message);
        if (!found.data.product) return fail('PRODUCT_NOT_FOUND', `No product with id "${params.id}".`);
        const bytes = await readBody(req, options.maxBytes);
        const image = await checkImage(bytes, { maxPixels: options.maxPixels });
        const key = imageKey(found.data.product.id, image.suffix);
        await store.put(key, bytes, image.contentType);
        const alt = new URL(req.url ?? '/', 'http://gateway').searchParams.get('alt');
        await options.events.append(
          newEvent('ObjectCreated', 'object', key, 1, {
            key,
            location: store.location(key),
            contentType: image.contentType,
            size: bytes.length,
            ...(alt ? { alt: alt.slice(0, 300) } : {}),
          }),
        );
        sendData(
          res,
          202,
          {
            key,
            url: mediaUrl(options.publicBase(), key),
            content_type: image.contentType,
            width: image.width,
            height: image.height,
            status: 'processing',
          },
          requestId,
          { 'cache-control': 'no-store' },
        );
      } catch (error) {
        if (error instanceof HttpError) return fail(error.code, error.message);
        if (error instanceof GraphQLError && isKnownErrorCode(error.extensions.code)) {
          const { code, http: _http, ...details } = error.extensions;
          return fail(
            code,
            error.message,
            Object.fromEntries(Object.entries(details).map(([name, value]) => [snakeCase(name), value])),
          );
        }
        logger.error({ err: error, requestId }, 'image upload failed');
        if (!res.headersSent) fail('INTERNAL_SERVER_ERROR', 'Internal server error.');
        else res.destroy();
      }
    },
  };

  const serve: Route = {
    methods: ['GET'],
    path: '/media/*',
    handler: async (req, res) => {
      const key = decodeComponent((req.url ?? '/').split('?', 1)[0]!.slice('/media/'.length)) ?? '';
      const object = isObjectKey(key) ? await store.get(key) : null;
      if (!object) {
        return sendBody(
          res,
          statusOf('ROUTE_NOT_FOUND'),
          { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
          JSON.stringify({ error: `No media at ${key}.`, code: 'ROUTE_NOT_FOUND' }),
        );
      }
      sendBody(
        res,
        200,
        {
          'content-type': object.contentType,
          // Keys are never reused: a stored object never changes.
          'cache-control': 'public, max-age=31536000, immutable',
          'x-content-type-options': 'nosniff',
        },
        object.body,
      );
    },
  };
  return [upload, serve];
}
