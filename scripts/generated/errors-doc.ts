import { errorCatalog } from '../../platform/errors/registry';

/** Table cells cannot hold a raw pipe or a line break. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
}

/** docs/errors.md, rendered from the one error-code registry so the two can never disagree. */
export function renderErrorsDoc(): string {
  const rows = Object.entries(errorCatalog)
    .map(([code, entry]) => `| \`${code}\` | ${entry.status} | ${cell(entry.description)} |`)
    .join('\n');
  return `<!-- Generated from platform/errors/registry.ts by \`npm run docs:errors\`. Do not edit by hand: \`npm test\` fails when this file is stale. -->

# Error codes

Every error a client can see carries one of these codes in \`extensions.code\` (GraphQL) or \`error.code\`
(REST envelope). The HTTP status is what REST and gRPC adapters answer with; GraphQL responses over HTTP
use it too where the whole request failed.

Anything not listed here reaches clients as \`INTERNAL_SERVER_ERROR\`: unexpected failures are logged with the
request id and masked, never returned.

| Code | HTTP status | Meaning |
|---|---|---|
${rows}
`;
}
