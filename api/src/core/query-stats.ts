import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { LogEvent } from 'kysely';

/**
 * A measuring aid (ADR 232), off unless `QUERY_STATS=<file prefix>` is set: counts the statements
 * each kind of call makes and the time each normalised statement takes in the database. On
 * SIGUSR2 the process writes what it counted since the last signal to `<prefix>.<n>.json` and
 * starts again (`npm run load -- --query-stats DIR` signals at each phase's start and end).
 */
export interface StatementFigures {
  count: number;
  ms: number;
}

interface CallFigures {
  calls: number;
  statements: number;
  ms: number;
}

const MAX_SQL = 300;

/** The statement's shape: numbered parameters and literal lists collapsed, whitespace folded. */
export function normaliseSql(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\$\d+(\s*,\s*\$\d+)*/g, '$n')
    .replace(/\(\$n\)(\s*,\s*\(\$n\))+/g, '($n)…')
    .replace(/'[^']*'/g, "'…'")
    .replace(/\b\d+\b/g, '0')
    .trim()
    .slice(0, MAX_SQL);
}

export class QueryStats {
  readonly #kinds = new AsyncLocalStorage<string>();
  #statements = new Map<string, StatementFigures>();
  #byKind = new Map<string, Map<string, StatementFigures>>();
  #calls = new Map<string, CallFigures>();
  #since = performance.now();
  #written = 0;

  constructor(private readonly prefix: string) {}

  /** Runs `work` (and what it goes on to do) as one call of `kind`. */
  runAs(kind: string, work: () => void): void {
    const figures = this.#callFigures(kind);
    figures.calls += 1;
    this.#kinds.run(kind, work);
  }

  #callFigures(kind: string): CallFigures {
    let figures = this.#calls.get(kind);
    if (!figures) this.#calls.set(kind, (figures = { calls: 0, statements: 0, ms: 0 }));
    return figures;
  }

  record(text: string, ms: number): void {
    const key = normaliseSql(text);
    const kind = this.#kinds.getStore() ?? '(outside a request)';
    add(this.#statements, key, ms);
    let perKind = this.#byKind.get(kind);
    if (!perKind) this.#byKind.set(kind, (perKind = new Map()));
    add(perKind, key, ms);
    const call = this.#callFigures(kind);
    call.statements += 1;
    call.ms += ms;
  }

  /** kysely's `log` option: every statement kysely runs, with its time. */
  readonly log = (event: LogEvent): void => {
    this.record(event.query.sql, event.queryDurationMillis);
  };

  /** Writes the figures since the last write and starts counting again. */
  write(): string {
    const file = `${this.prefix}.${++this.#written}.json`;
    const sorted = (map: Map<string, StatementFigures>) =>
      [...map]
        .sort((a, b) => b[1].ms - a[1].ms)
        .map(([sql, f]) => ({ sql, count: f.count, ms: Math.round(f.ms * 10) / 10 }));
    fs.writeFileSync(
      file,
      JSON.stringify(
        {
          pid: process.pid,
          seconds: (performance.now() - this.#since) / 1000,
          calls: Object.fromEntries(this.#calls),
          statements: sorted(this.#statements),
          byKind: Object.fromEntries([...this.#byKind].map(([k, m]) => [k, sorted(m)])),
        },
        null,
        1,
      ),
    );
    this.#statements = new Map();
    this.#byKind = new Map();
    this.#calls = new Map();
    this.#since = performance.now();
    return file;
  }
}

function add(map: Map<string, StatementFigures>, key: string, ms: number): void {
  const figures = map.get(key);
  if (figures) {
    figures.count += 1;
    figures.ms += ms;
  } else map.set(key, { count: 1, ms });
}

function fromEnvironment(): QueryStats | null {
  const prefix = process.env.QUERY_STATS;
  if (!prefix) return null;
  const stats = new QueryStats(`${prefix}-${process.pid}`);
  process.on('SIGUSR2', () => stats.write());
  return stats;
}

/** The process's counter when `QUERY_STATS` is set, else null. */
export const queryStats: QueryStats | null = fromEnvironment();
