import { readFileSync, watch, type FSWatcher } from 'node:fs';
import { basename, dirname } from 'node:path';
import type { IncomingMessage } from 'node:http';
import type { Match } from '../../platform/http/router';
import type { Logger } from '../../platform/logging';
import { parseRouteFile, RouteFileError, type RouteFile } from './file';
import { hostOf, RouteTable, type RouteTableDeps } from './table';

export { RouteFileError, parseRouteFile, type RouteFile } from './file';
export { operationCatalogue, type Operations } from './operations';

/** What became of a changed route file: applied, or refused (the routes before it stay). */
export type ReloadOutcome = 'applied' | 'refused';

export interface GatewayRoutesOptions extends RouteTableDeps {
  /** The route file (ROUTES_FILE); absent, the gateway has no configured routes. */
  file?: string;
  /** Reload the file when it changes (ROUTES_WATCH). */
  watch: boolean;
  /** Counts reloads by outcome (the Prometheus counter gateway_route_reloads_total). */
  onReload?: (outcome: ReloadOutcome) => void;
  logger: Logger;
}

/** Editors write a file in several steps (truncate, write, rename): one reload after they are done. */
const SETTLE_MS = 100;

/**
 * The gateway's configured routes (docs/routes.md; REQ-GW-1, REQ-GW-2): the table compiled from the route file, matched by
 * the dispatcher before the built-in routes, and replaced whole when the file changes. A changed file is
 * parsed, checked and compiled before anything changes; a bad one is refused with every problem logged and
 * the routes before it keep serving. Requests in flight finish on the table they started with.
 */
export class GatewayRoutes {
  private table: RouteTable;
  /** The file's text as last considered (applied or refused). */
  private text: string | undefined;
  private watcher: FSWatcher | undefined;
  private settle: NodeJS.Timeout | undefined;

  private constructor(
    private readonly options: GatewayRoutesOptions,
    private readonly catalogue: ReadonlySet<string>,
  ) {
    this.table = new RouteTable({ routes: [] }, options);
  }

  /** Loads the file (a bad one throws its RouteFileError: the gateway does not start) and starts watching. */
  static load(options: GatewayRoutesOptions): GatewayRoutes {
    const routes = new GatewayRoutes(options, new Set(options.operations.keys()));
    if (!options.file) return routes;
    let text: string;
    try {
      text = readFileSync(options.file, 'utf8');
    } catch (error) {
      throw new RouteFileError(options.file, [`cannot be read: ${(error as Error).message}`]);
    }
    routes.apply(parseRouteFile(text, options.file, routes.catalogue), text);
    options.logger.info({ file: options.file, routes: routes.size }, 'gateway routes loaded');
    if (options.watch) routes.watch(options.file);
    return routes;
  }

  get size(): number {
    return this.table.size;
  }

  /** The route file in use (the last one applied). */
  get file(): RouteFile {
    return this.table.file;
  }

  match(req: IncomingMessage, path: string): Match {
    return this.table.match(req.method ?? 'GET', hostOf(req), path);
  }

  /**
   * Reads the file again and applies it when it changed and is valid; a bad file is refused (logged with
   * every problem, counted) and the current routes stay. Also what the watcher calls.
   */
  reload(): ReloadOutcome | 'unchanged' {
    const file = this.options.file;
    if (!file) return 'unchanged';
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      return this.refused(new RouteFileError(file, [`cannot be read: ${(error as Error).message}`]));
    }
    // The text considered last, applied or refused: a bad file is reported once, not at every event.
    if (text === this.text) return 'unchanged';
    this.text = text;
    try {
      this.apply(parseRouteFile(text, file, this.catalogue), text);
    } catch (error) {
      if (error instanceof RouteFileError) return this.refused(error);
      throw error;
    }
    this.options.logger.info({ file, routes: this.size }, 'gateway routes reloaded');
    this.options.onReload?.('applied');
    return 'applied';
  }

  close(): void {
    this.watcher?.close();
    clearTimeout(this.settle);
  }

  private apply(file: RouteFile, text: string): void {
    // Built completely first (templates, upstream pools), then swapped in one assignment.
    const table = new RouteTable(file, this.options);
    this.table = table;
    this.text = text;
  }

  private refused(error: RouteFileError): 'refused' {
    this.options.logger.warn(
      { file: error.source, problems: error.problems },
      'gateway routes not reloaded: the file has problems; the previous routes stay',
    );
    this.options.onReload?.('refused');
    return 'refused';
  }

  /** Watches the folder, not the file: an editor's save replaces the file, which a file watch loses. */
  private watch(file: string): void {
    const name = basename(file);
    this.watcher = watch(dirname(file), (_event, changed) => {
      if (changed !== null && changed !== name) return;
      clearTimeout(this.settle);
      this.settle = setTimeout(() => this.reload(), SETTLE_MS);
    });
    this.watcher.on('error', (error) =>
      this.options.logger.warn({ err: error, file }, 'gateway routes: watching the file failed'),
    );
  }
}
