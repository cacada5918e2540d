/**
 * REST API versions. The path carries the version (`/api/v1/...`, `/api/v3/...`); an unversioned path
 * (`/api/...`) takes it from `Accept: application/vnd.commerce.v1+json`, and means the current stable
 * version without one. What each version changes is in docs/api-versions.md.
 *
 * REQ-VER-2: "the oldest is deprecated and supported 6 more months, the middle one is the current stable
 * version, the newest carries new features in beta". One table (`lifecycle`) says where each version is in
 * that life; the answers' headers, `/api/versions`, the OpenAPI documents and the docs page all read it.
 */

export type ApiVersion = 'v1' | 'v2' | 'v3';

/** The media-type vendor of `application/vnd.<vendor>.v<N>+json`. */
export const VENDOR = 'commerce';

/** Months a deprecated version is still served after its deprecation (REQ-VER-2). */
export const SUPPORT_MONTHS_AFTER_DEPRECATION = 6;

/** Where a version is in its life, as written in the lifecycle table. */
export type Lifecycle =
  /** The newest features, which may still change; opt in by path or media type. */
  | { status: 'beta'; since: string }
  /** The version unversioned paths mean. */
  | { status: 'stable'; since: string }
  /** Still served until `deprecated` + SUPPORT_MONTHS_AFTER_DEPRECATION, with Deprecation and Sunset. */
  | { status: 'deprecated'; deprecated: string };

/** The one lifecycle table (dates are UTC days). Moving a version along its life is a change here only. */
export const lifecycle: Readonly<Record<ApiVersion, Lifecycle>> = {
  // v2 became stable on 2026-11-22, which deprecated v1.
  v1: { status: 'deprecated', deprecated: '2026-11-22' },
  v2: { status: 'stable', since: '2026-11-22' },
  v3: { status: 'beta', since: '2026-11-26' },
};

export type VersionStatus =
  | { kind: 'beta'; since: Date }
  | { kind: 'stable'; since: Date }
  /** Still served, with Deprecation, Sunset and a Link to the migration notes on every answer. */
  | { kind: 'deprecated'; since: Date; sunset: Date };

function statusOf(entry: Lifecycle): VersionStatus {
  switch (entry.status) {
    case 'beta':
    case 'stable':
      return { kind: entry.status, since: new Date(`${entry.since}T00:00:00Z`) };
    case 'deprecated': {
      const since = new Date(`${entry.deprecated}T00:00:00Z`);
      const sunset = new Date(since);
      sunset.setUTCMonth(sunset.getUTCMonth() + SUPPORT_MONTHS_AFTER_DEPRECATION);
      return { kind: 'deprecated', since, sunset };
    }
    default: {
      const exhaustive: never = entry;
      return exhaustive;
    }
  }
}

export const versions: Readonly<Record<ApiVersion, VersionStatus>> = Object.freeze(
  Object.fromEntries(
    Object.entries(lifecycle).map(([version, entry]) => [version, statusOf(entry)]),
  ) as Record<ApiVersion, VersionStatus>,
);

export const supportedVersions = Object.keys(versions) as ApiVersion[];

/** The one stable version of the table (unversioned paths mean it). */
export const stableVersion: ApiVersion = (() => {
  const stable = supportedVersions.filter((version) => versions[version].kind === 'stable');
  if (stable.length !== 1) throw new Error('The API lifecycle table needs exactly one stable version.');
  return stable[0]!;
})();

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

/**
 * Headers every answer of `version` carries: its name and status (`Api-Version-Status: beta`), and for a
 * deprecated one RFC 9745 / RFC 8594 signals.
 */
export function versionHeaders(version: ApiVersion, publicUrl: string): Record<string, string> {
  const status = versions[version];
  const named = { 'api-version': version, 'api-version-status': status.kind };
  switch (status.kind) {
    case 'stable':
    case 'beta':
      return named;
    case 'deprecated':
      return {
        ...named,
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

/** How a version reads in documents: `v1 (deprecated; served until 2027-05-22)`, `v3 (beta)`. */
export function describeVersion(version: ApiVersion): string {
  const status = versions[version];
  return status.kind === 'deprecated'
    ? `${version} (deprecated; served until ${status.sunset.toISOString().slice(0, 10)})`
    : `${version} (${status.kind})`;
}
