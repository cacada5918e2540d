import { createLocalJWKSet, errors, type JWK, type JWSHeaderParameters, type CryptoKey } from 'jose';

export interface JwksCacheOptions {
  /** Least time between two refetches caused by an unknown `kid` (ms). */
  refetchFloorMs: number;
  /** Age after which the set is refetched anyway, so retired keys drop out (ms). Default 300000. */
  maxAgeMs?: number;
}

interface Loaded {
  resolve: (header: JWSHeaderParameters) => Promise<CryptoKey>;
  kids: Set<string>;
  at: number;
}

/**
 * The signing keys the gateway verifies access tokens with, fetched from the users service and kept in
 * memory. A token naming a `kid` the set does not have triggers a refetch (a rotation happened), at most
 * once per `refetchFloorMs`, so invented kids cannot turn every request into a users-service call.
 */
export class JwksCache {
  private loaded: Promise<Loaded> | undefined;
  private lastUnknownKidFetch = 0;
  private readonly maxAgeMs: number;

  constructor(
    private readonly fetchKeys: () => Promise<JWK[]>,
    private readonly options: JwksCacheOptions,
  ) {
    this.maxAgeMs = options.maxAgeMs ?? 300_000;
  }

  /** A jose key resolver for `jwtVerify`. */
  readonly keyFor = async (header: JWSHeaderParameters): Promise<CryptoKey> => {
    const now = Date.now();
    let set = await this.current(now);
    if (
      header.kid &&
      !set.kids.has(header.kid) &&
      now - this.lastUnknownKidFetch >= this.options.refetchFloorMs
    ) {
      this.lastUnknownKidFetch = now;
      set = await this.refetch(now);
    }
    if (!header.kid || !set.kids.has(header.kid))
      throw new errors.JWKSNoMatchingKey('No signing key with that kid.');
    return set.resolve(header);
  };

  private current(now: number): Promise<Loaded> {
    if (!this.loaded) return this.refetch(now);
    return this.loaded.then((set) => (now - set.at < this.maxAgeMs ? set : this.refetch(now)));
  }

  private refetch(now: number): Promise<Loaded> {
    const loading = this.fetchKeys().then((keys) => {
      const local = createLocalJWKSet({ keys });
      return {
        resolve: (header: JWSHeaderParameters) => local(header),
        kids: new Set(keys.map((key) => key.kid!).filter(Boolean)),
        at: now,
      };
    });
    this.loaded = loading;
    loading.catch(() => {
      if (this.loaded === loading) this.loaded = undefined;
    });
    return loading;
  }
}
