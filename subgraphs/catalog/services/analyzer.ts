/**
 * Text analysis shared by indexing and querying, so both see the same terms: Unicode-normalised,
 * lower-cased, accents removed, split on anything that is not a letter or digit, common English words
 * dropped, and plural endings folded (Harman's S-stemmer: "batteries" → "battery", "shoes" → "shoe").
 */

const STOPWORDS = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'for',
  'from',
  'in',
  'into',
  'is',
  'it',
  'of',
  'on',
  'or',
  'our',
  'that',
  'the',
  'this',
  'to',
  'with',
]);

/** Shortest prefix posted for search-as-you-type; one letter would post every product. */
export const MIN_PREFIX = 2;
/** Longest prefix posted; longer query words match their whole-word term or this prefix. */
export const MAX_PREFIX = 12;

function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ies') && !word.endsWith('eies') && !word.endsWith('aies'))
    return `${word.slice(0, -3)}y`;
  if (word.endsWith('es') && !/(aes|ees|oes)$/.test(word)) return word.slice(0, -1);
  if (word.endsWith('s') && !word.endsWith('us') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** The words of a text, analysed; duplicates kept (they are term frequency). */
export function words(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0 && !STOPWORDS.has(word))
    .map(stem);
}

/** The prefixes of a word that are posted as `p:` terms (the whole word included, when short enough). */
export function prefixesOf(word: string): string[] {
  const prefixes: string[] = [];
  for (let length = MIN_PREFIX; length <= Math.min(word.length, MAX_PREFIX); length++)
    prefixes.push(word.slice(0, length));
  return prefixes;
}
