import { expect } from 'vitest';

/** Runs `run`, expects it to throw an instance of `type`, and returns the error for closer checks. */
export function thrown<E extends Error>(run: () => unknown, type: abstract new (...args: never[]) => E): E {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(type);
    return error as E;
  }
  throw new Error(`expected ${type.name} to be thrown`);
}
