/**
 * Which face a request came through: GraphQL over HTTP, GraphQL over WebSocket (a socket's
 * `connection_init` and each subscription it starts), the REST adapter, the serverless handlers, gRPC, or
 * `http`: the gateway's own routes (auth, OAuth, discovery, the API docs).
 */
export type Transport = 'graphql' | 'graphql-ws' | 'rest' | 'serverless' | 'grpc' | 'http';
