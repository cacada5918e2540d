/**
 * `levels` fragments, each spreading the one below twice: ~45 bytes a level that expand to 2^levels fields.
 * A measure that expands spreads instead of weighing each fragment once spends seconds on 27 levels.
 */
export function doublingFragments(levels: number): string {
  let source = `query Doubling { categories { ...F${levels} } }\nfragment F0 on Category { id }\n`;
  for (let level = 1; level <= levels; level++)
    source += `fragment F${level} on Category { ...F${level - 1} ...F${level - 1} }\n`;
  return source;
}
