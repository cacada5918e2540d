/** `npm run docs:errors`: writes docs/errors.md from platform/errors/registry.ts. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { repoRoot } from '../platform/paths';
import { errorsDocPath } from './generated';
import { renderErrorsDoc } from './generated/errors-doc';

const target = join(repoRoot, errorsDocPath);
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, renderErrorsDoc());
console.log(`Wrote ${errorsDocPath}.`);
