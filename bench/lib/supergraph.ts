import type { SubgraphName } from '../../platform/config';

/**
 * The committed supergraph with each `@join__graph` URL pointed at the running subgraphs, for the gateways
 * that route by the URLs in the SDL (our gateway takes the URLs as an option instead).
 */
export function supergraphWithUrls(sdl: string, urls: Record<SubgraphName, string>): string {
  let replaced = 0;
  const result = sdl.replace(/@join__graph\(name: "([^"]+)", url: "[^"]*"\)/g, (_whole, name: string) => {
    const url = urls[name as SubgraphName];
    if (!url) throw new Error(`No running subgraph for "${name}" in the supergraph`);
    replaced++;
    return `@join__graph(name: "${name}", url: "${url}")`;
  });
  if (replaced !== Object.keys(urls).length) {
    throw new Error(`The supergraph names ${replaced} subgraphs, the bench runs ${Object.keys(urls).length}`);
  }
  return result;
}
