/**
 * `decodeURIComponent` for text a client sent (a path segment, a Basic credential), which may be malformed
 * (`%zz`, `%E0%A4%A`): undefined instead of the URIError that would otherwise surface as a 500.
 */
export function decodeComponent(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
