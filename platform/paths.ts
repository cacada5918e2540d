import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, for files the project ships next to its code (schemas, jars cache, protos). */
export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
