/**
 * REST API versions. The path carries the version (`/api/v1/...`, `/api/v2/...`); an unversioned path
 * (`/api/...`) takes it from `Accept: application/vnd.commerce.v1+json`, and means the current stable
 * version without one. What each version changes is in docs/api-versions.md.
 */

export type ApiVersion = 'v1' | 'v2';

/** The media-type vendor of `application/vnd.<vendor>.v<N>+json`. */
export const VENDOR = 'commerce';

export type VersionStatus =
  /** Still served, with Deprecation, Sunset and a Link to the migration notes on every answer. */
  | { kind: 'deprecated'; since: Date; sunset: Date }
  /** The version unversioned paths mean. */
  | { kind: 'stable' };

export const versions: Readonly<Record<ApiVersion, VersionStatus>> = {
  // "A deprecated version is served for six months after its successor becomes stable" (v2 did on 2026-11-22).
  v1: {
    kind: 'deprecated',
    since: new Date('2026-11-22T00:00:00Z'),
    sunset: new Date('2027-05-22T00:00:00Z'),
  },
  v2: { kind: 'stable' },
};

export const supportedVersions = Object.keys(versions) as ApiVersion[];
export const stableVersion: ApiVersion = 'v2';

/** Where a deprecated version's answers point (`Link: <...>; rel="deprecation"`), relative to the gateway. */
export const MIGRATION_PATH = '/api/docs/migration';

export type Negotiation =
  | { kind: 'version'; version: ApiVersion; via: 'path' | 'accept' | 'default' }
  /** A version in the path we do not serve: 400 with the supported list (never a 404 from a missing route). */
  | { kind: 'unsupported-path'; requested: string }
  /** An Accept header asking for a version we do not serve, or one the path contradicts: 406. */
  | { kind: 'not-acceptable'; requested: string };

const VENDOR_TYPE = new RegExp(`application/vnd\\.${VENDOR}\\.(v\\d+)\\+json`, 'i');

function isSupported(version: string): version is ApiVersion {
  return Object.hasOwn(versions, version);
}

/** Decides the version of one request from its path segment (or none) and its Accept header. */
export function negotiate(pathVersion: string | null, accept: string | undefined): Negotiation {
  const asked = accept ? VENDOR_TYPE.exec(accept)?.[1]?.toLowerCase() : undefined;
  if (pathVersion !== null) {
    if (!isSupported(pathVersion)) return { kind: 'unsupported-path', requested: pathVersion };
    if (asked && asked !== pathVersion) return { kind: 'not-acceptable', requested: asked };
    return { kind: 'version', version: pathVersion, via: 'path' };
  }
  if (asked)
    return isSupported(asked)
      ? { kind: 'version', version: asked, via: 'accept' }
      : { kind: 'not-acceptable', requested: asked };
  return { kind: 'version', version: stableVersion, via: 'default' };
}

/** Headers every answer of `version` carries: its name, and for a deprecated one RFC 9745 / RFC 8594 signals. */
export function versionHeaders(version: ApiVersion, publicUrl: string): Record<string, string> {
  const status = versions[version];
  switch (status.kind) {
    case 'stable':
      return { 'api-version': version };
    case 'deprecated':
      return {
        'api-version': version,
        deprecation: `@${Math.floor(status.since.getTime() / 1000)}`,
        sunset: status.sunset.toUTCString(),
        link: `<${publicUrl}${MIGRATION_PATH}>; rel="deprecation"; type="text/markdown", <${publicUrl}${MIGRATION_PATH}>; rel="sunset"; type="text/markdown"`,
      };
    default: {
      const exhaustive: never = status;
      return exhaustive;
    }
  }
}
