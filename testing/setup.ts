import { afterAll } from 'vitest';
import { drainLeftovers } from './leftovers';

// Every test file's servers, stacks and connections stop when the file ends.
afterAll(drainLeftovers);
