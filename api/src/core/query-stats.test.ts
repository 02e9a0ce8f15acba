import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { normaliseSql, QueryStats } from './query-stats';

describe('query statistics (ADR 232, a measuring aid)', () => {
  it('folds parameters, literal lists, numbers and whitespace into one statement shape', () => {
    expect(normaliseSql('select * from t where id in ($1, $2,\n $3) and x = 5')).toBe(
      'select * from t where id in ($n) and x = 0',
    );
    expect(normaliseSql("insert into t (a, b) values ($1, $2), ($3, $4) returning 'x'")).toBe(
      "insert into t (a, b) values ($n)… returning '…'",
    );
  });

  it('counts statements per kind of call and writes and restarts on write()', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'query-stats-'));
    const stats = new QueryStats(path.join(dir, 'api'));
    stats.runAs('GET /a', () => {
      stats.record('select 1 from t where id = $1', 2);
      stats.record('select 1 from t where id = $1', 4);
    });
    stats.record('commit', 1);
    const first = JSON.parse(fs.readFileSync(stats.write(), 'utf8'));
    expect(first.calls['GET /a']).toEqual({ calls: 1, statements: 2, ms: 6 });
    expect(first.statements[0]).toEqual({ sql: 'select 0 from t where id = $n', count: 2, ms: 6 });
    expect(first.byKind['(outside a request)']).toEqual([{ sql: 'commit', count: 1, ms: 1 }]);
    const second = JSON.parse(fs.readFileSync(stats.write(), 'utf8'));
    expect(second.statements).toEqual([]);
    fs.rmSync(dir, { recursive: true });
  });
});
