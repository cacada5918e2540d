/** Map keys stored as MongoDB field names cannot hold dots or start with `$` (REST routes and clients do). */
export const escapeKey = (key: string) =>
  key.replace(/%/g, '%25').replace(/\./g, '%2E').replace(/^\$/, '%24');
export const unescapeKey = (key: string) =>
  key.replace(/%24/g, '$').replace(/%2E/g, '.').replace(/%25/g, '%');
