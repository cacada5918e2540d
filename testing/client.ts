/**
 * The GraphQL-over-HTTP client that tests, fixtures and the benchmark's data set use. It imports nothing
 * from vitest, so code outside a test run (bench/) can create data through the same fixtures.
 */
export interface GraphQLResult<T> {
  status: number;
  data?: T | null;
  errors?: Array<{ message: string; path?: Array<string | number>; extensions?: Record<string, unknown> }>;
  headers: Headers;
}

/** A GraphQL endpoint plus the headers (credentials) to call it with. */
export interface Caller {
  url: string;
  headers?: Record<string, string>;
}

/** Posts a GraphQL operation over real HTTP, to a URL or as a caller (its URL and credentials). */
export async function graphql<T = Record<string, unknown>>(
  target: string | Caller,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<GraphQLResult<T>> {
  const { url, headers: own = {} } = typeof target === 'string' ? { url: target } : target;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...own, ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as Omit<GraphQLResult<T>, 'status' | 'headers'>;
  return { status: response.status, headers: response.headers, ...body };
}

/** Like `graphql`, but throws on any error (failing the test) and returns the data. */
export async function graphqlOk<T = Record<string, unknown>>(
  target: string | Caller,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<T> {
  const result = await graphql<T>(target, query, variables, headers);
  if (result.errors?.length || !result.data) {
    throw new Error(`GraphQL errors: ${JSON.stringify(result.errors ?? result)}`);
  }
  return result.data;
}
