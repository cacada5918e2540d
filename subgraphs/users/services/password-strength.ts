import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { badInput } from '../../../platform/errors';

/**
 * zxcvbn's score 3 ("safely unguessable: moderate protection from an offline slow-hash attack", about
 * 10^8 guesses and up); 0-2 are guessable with the lists attackers start from.
 */
const MIN_SCORE = 3;

let estimator: ZxcvbnFactory | null = null;

/**
 * zxcvbn-ts with its common dictionaries (the most used passwords from breach corpora, ~49,000, plus
 * diceware words) and English words and names, keyboard patterns, sequences, dates and repeats. Built
 * on first use (about 0.2 s) and shared: it holds only static tables.
 */
function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  return estimator;
}

/**
 * Refuses a password that is common, breached or easy to guess (`1234567890`, `password123`,
 * `qwertyuiop`, the account's own email or name) with BAD_USER_INPUT, reason WEAK_PASSWORD, and a hint a
 * person can act on. `personal` are the account's own words (email, name), which count as guessable.
 */
export function requireStrongPassword(password: string, personal: readonly string[], field: string): void {
  const result = zxcvbn().check(password, personal.filter(Boolean).flatMap(words));
  if (result.score >= MIN_SCORE) return;
  const hint = [result.feedback.warning, ...result.feedback.suggestions].filter(Boolean).join(' ');
  throw badInput(
    field,
    `This password is too easy to guess. ${hint || 'Use a few unrelated words or a password manager.'}`.trim(),
    'WEAK_PASSWORD',
  );
}

/** "ada.lovelace@example.com" also counts as "ada", "lovelace", "example". */
function words(text: string): string[] {
  return [
    text,
    ...text
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((part) => part.length >= 3),
  ];
}
