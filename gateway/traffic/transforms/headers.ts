import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { HeaderEdits, HeaderTransforms } from '../../../platform/config';

type Headers = Record<string, string | string[] | undefined>;

/** Applies edits to a header record in place: remove, then rename, then add. */
export function editHeaders(headers: Headers, edits: HeaderEdits): void {
  for (const name of edits.remove) delete headers[name];
  for (const [from, to] of Object.entries(edits.rename)) {
    if (headers[from] === undefined) continue;
    headers[to] = headers[from];
    delete headers[from];
  }
  for (const [name, value] of Object.entries(edits.add)) headers[name] = value;
}

/**
 * Header transforms of one route (HEADER_TRANSFORMS.routes[path]): request edits before the route runs
 * (so a renamed credential header is verified as usual), response edits when the answer is written.
 */
export function applyRouteTransforms(
  transforms: HeaderTransforms,
  path: string,
  req: IncomingMessage,
  res: ServerResponse,
): void {
  const route = transforms.routes[path];
  if (!route) return;
  if (route.request) editHeaders(req.headers, route.request);
  const edits = route.response;
  if (!edits) return;
  const writeHead = res.writeHead.bind(res) as (
    status: number,
    headers?: OutgoingHttpHeaders,
  ) => ServerResponse;
  // Headers reach the socket only in writeHead; taking them all there lets the edits see every one,
  // whether set earlier with setHeader or passed to writeHead.
  res.writeHead = ((
    status: number,
    reasonOrHeaders?: string | OutgoingHttpHeaders,
    maybeHeaders?: OutgoingHttpHeaders,
  ) => {
    const given = typeof reasonOrHeaders === 'object' ? reasonOrHeaders : maybeHeaders;
    for (const [name, value] of Object.entries(given ?? {}))
      if (value !== undefined) res.setHeader(name, value);
    const all: Headers = {};
    for (const [name, value] of Object.entries(res.getHeaders()))
      all[name] = value === undefined ? undefined : Array.isArray(value) ? value : String(value);
    editHeaders(all, edits);
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    for (const [name, value] of Object.entries(all)) if (value !== undefined) res.setHeader(name, value);
    return writeHead(status);
  }) as ServerResponse['writeHead'];
}

/**
 * The headers a subgraph fetch carries besides identity and request id: the caller's headers named in
 * `propagate` (after `rename`), minus `remove`, plus `add` (HEADER_TRANSFORMS.subgraphs[name]).
 */
export function subgraphHeaders(
  transforms: HeaderTransforms,
  subgraph: string,
  incoming: Headers | undefined,
): Record<string, string> {
  const edits = transforms.subgraphs[subgraph as keyof HeaderTransforms['subgraphs']];
  if (!edits) return {};
  const headers: Headers = {};
  for (const name of edits.propagate) if (incoming?.[name] !== undefined) headers[name] = incoming[name];
  editHeaders(headers, edits);
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
  return flat;
}
