import type { TypedDocument, VariablesArgument } from '../platform/graphql/documents';

/**
 * The GraphQL-over-HTTP client that tests, fixtures and the benchmark's data set use. It imports nothing
 * from vitest, so code outside a test run (bench/) can create data through the same fixtures.
 *
 * Operations are typed documents (`gql` of testing/__generated__, checked against the supergraph's API
 * schema): the result and the variables are the operation's, so no call names a result type by hand.
 * `untypedDocument` (platform/graphql/documents) is the escape hatch for operations meant to be wrong.
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

/** Variables (required when the operation has required ones), then extra request headers. */
type OperationArguments<TVariables> = [...VariablesArgument<TVariables>, headers?: Record<string, string>];

/** Posts a GraphQL operation over real HTTP, to a URL or as a caller (its URL and credentials). */
export async function graphql<TResult, TVariables>(
  target: string | Caller,
  document: TypedDocument<TResult, TVariables>,
  ...rest: OperationArguments<NoInfer<TVariables>>
): Promise<GraphQLResult<TResult>> {
  const [variables = {}, headers = {}] = rest as unknown as [
    Record<string, unknown>?,
    Record<string, string>?,
  ];
  const { url, headers: own = {} } = typeof target === 'string' ? { url: target } : target;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...own, ...headers },
    body: JSON.stringify({ query: String(document), variables }),
  });
  const body = (await response.json()) as Omit<GraphQLResult<TResult>, 'status' | 'headers'>;
  return { status: response.status, headers: response.headers, ...body };
}

/** Like `graphql`, but throws on any error (failing the test) and returns the data. */
export async function graphqlOk<TResult, TVariables>(
  target: string | Caller,
  document: TypedDocument<TResult, TVariables>,
  ...rest: OperationArguments<NoInfer<TVariables>>
): Promise<TResult> {
  const result = await graphql(target, document, ...rest);
  if (result.errors?.length || !result.data) {
    throw new Error(`GraphQL errors: ${JSON.stringify(result.errors ?? result)}`);
  }
  return result.data;
}
