import DataLoader from 'dataloader';

/**
 * Loaders are built per request (never in module scope) so one caller's cache never answers another's.
 * Each batch is one `$in` query; results come back in key order with the same length, as DataLoader needs.
 */
export function oneLoader<K extends string | number, V>(
  fetch: (keys: readonly K[]) => Promise<V[]>,
  keyOf: (value: V) => K,
): DataLoader<K, V | null> {
  return new DataLoader<K, V | null>(async (keys) => {
    const rows = await fetch(keys);
    const byKey = new Map<K, V>();
    for (const row of rows) byKey.set(keyOf(row), row);
    return keys.map((key) => byKey.get(key) ?? null);
  });
}

/** Like `oneLoader`, for one-to-many (a user's orders, a product's stock levels). */
export function manyLoader<K extends string | number, V>(
  fetch: (keys: readonly K[]) => Promise<V[]>,
  keyOf: (value: V) => K,
): DataLoader<K, V[]> {
  return new DataLoader<K, V[]>(async (keys) => {
    const rows = await fetch(keys);
    const byKey = new Map<K, V[]>();
    for (const row of rows) {
      const key = keyOf(row);
      const list = byKey.get(key);
      if (list) list.push(row);
      else byKey.set(key, [row]);
    }
    return keys.map((key) => byKey.get(key) ?? []);
  });
}
