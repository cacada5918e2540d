import { systemClock, type Clock } from '../../../platform/clock';
import type { Logger } from '../../../platform/logging';
import { words } from '../services/analyzer';
import type { SearchEngineModels, SearchQueryDayRecord } from './models';

/** A query as the log counts it: its analysed words, so "Lamps", "lamp" and " LAMP " are one query. */
export function normaliseQuery(text: string): string {
  return words(text).join(' ').slice(0, 200);
}

export interface QueryCount {
  query: string;
  searches: number;
  zeroResults: number;
  lastResults: number;
}

export interface QueryReport {
  totalSearches: number;
  zeroResultSearches: number;
  top: QueryCount[];
  zeroResult: QueryCount[];
}

/**
 * The search-query log for analytics: per query and UTC day, counters kept in memory and added to the
 * database in one bulk `$inc` every `flushMs` (a search costs no write of its own). A crash loses at most
 * the last interval's counts, which analytics can afford.
 */
export class QueryLog {
  private pending = new Map<
    string,
    { day: string; query: string; searches: number; zero: number; last: number }
  >();
  private readonly timer: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly models: SearchEngineModels,
    private readonly logger: Logger,
    private readonly clock: Clock = systemClock,
    flushMs = 2_000,
  ) {
    this.timer = setInterval(() => {
      this.flush().catch((error: unknown) =>
        this.logger.warn({ err: error }, 'search query log flush failed'),
      );
    }, flushMs);
    this.timer.unref();
  }

  record(text: string, results: number): void {
    const query = normaliseQuery(text);
    if (!query) return;
    const day = new Date(this.clock.now()).toISOString().slice(0, 10);
    const key = `${day}|${query}`;
    const entry = this.pending.get(key) ?? { day, query, searches: 0, zero: 0, last: 0 };
    entry.searches++;
    if (results === 0) entry.zero++;
    entry.last = results;
    this.pending.set(key, entry);
  }

  /** Adds the counts gathered so far to the database. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (this.pending.size === 0) return;
      const batch = this.pending;
      this.pending = new Map();
      await this.models.SearchQueryDay.bulkWrite(
        [...batch].map(([id, entry]) => ({
          updateOne: {
            filter: { _id: id },
            update: {
              $inc: { searches: entry.searches, zeroResults: entry.zero },
              $set: { lastResults: entry.last },
              $setOnInsert: { day: entry.day, query: entry.query },
            },
            upsert: true,
          },
        })),
        { ordered: false },
      );
    });
    return this.flushing;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  /** Top queries and zero-result queries of the UTC days from `from` to `to`, both included. */
  async report(from: Date, to: Date, limit: number): Promise<QueryReport> {
    await this.flush();
    const rows = await this.models.SearchQueryDay.find({
      day: { $gte: from.toISOString().slice(0, 10), $lte: to.toISOString().slice(0, 10) },
    }).lean<SearchQueryDayRecord[]>();
    const byQuery = new Map<string, QueryCount & { lastDay: string }>();
    let totalSearches = 0;
    let zeroResultSearches = 0;
    for (const row of rows) {
      totalSearches += row.searches;
      zeroResultSearches += row.zeroResults;
      const entry = byQuery.get(row.query) ?? {
        query: row.query,
        searches: 0,
        zeroResults: 0,
        lastResults: 0,
        lastDay: '',
      };
      entry.searches += row.searches;
      entry.zeroResults += row.zeroResults;
      if (row.day >= entry.lastDay) {
        entry.lastDay = row.day;
        entry.lastResults = row.lastResults;
      }
      byQuery.set(row.query, entry);
    }
    const all = [...byQuery.values()].map(({ lastDay: _, ...count }) => count);
    const order = (key: 'searches' | 'zeroResults') => (a: QueryCount, b: QueryCount) =>
      b[key] - a[key] || (a.query < b.query ? -1 : 1);
    return {
      totalSearches,
      zeroResultSearches,
      top: [...all].sort(order('searches')).slice(0, limit),
      zeroResult: all
        .filter((count) => count.zeroResults > 0)
        .sort(order('zeroResults'))
        .slice(0, limit),
    };
  }
}
