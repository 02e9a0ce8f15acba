// Part of `npm run load` (scripts/load.mjs, issue 34, ADR 201): printing a phase and its fault checks.

export const fixed = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '—');

export function printPhase(label, result) {
  const rps = result.total / result.seconds;
  console.log(
    `\n${label}, ${result.users} users, ${fixed(result.seconds)} s: ${result.total} calls, ${fixed(rps, 0)} req/s, ${result.failures.length} errors`,
  );
  const header = [
    'call',
    'kind',
    'calls',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'errors',
    'goal p99',
    'met',
  ];
  const lines = result.rows.map((row) => [
    row.call,
    row.kind,
    String(row.requests),
    fixed(row.rps, 0),
    fixed(row.p50),
    fixed(row.p95),
    fixed(row.p99),
    String(row.errors),
    row.goal === null ? '' : `≤ ${row.goal}`,
    row.met === null ? '' : row.met ? 'yes' : 'no',
  ]);
  const widths = header.map((title, index) =>
    Math.max(title.length, ...lines.map((line) => line[index].length)),
  );
  const format = (cells) =>
    cells
      .map((cell, index) => (index < 2 ? cell.padEnd(widths[index]) : cell.padStart(widths[index])))
      .join('  ');
  console.log(`  ${format(header)}`);
  for (const line of lines) console.log(`  ${format(line)}`);
  const kinds = new Map();
  for (const failure of result.failures) {
    const key = `${failure.name}: ${failure.status ?? failure.code}${failure.message ? ` ${failure.message}` : ''}`;
    kinds.set(key, (kinds.get(key) ?? 0) + 1);
  }
  for (const [key, count] of [...kinds].slice(0, 8)) console.log(`  error ×${count} ${key}`);
}

export function printFault(fault) {
  if (!fault) return;
  const { killed, acknowledged, lost, hub, errors } = fault;
  console.log(
    `  fault: ${killed ? `process ${killed.pid} killed (SIGKILL), another listening ${fixed(killed.restartedMs / 1000)} s later` : 'no worker found to kill'}`,
  );
  console.log(
    `  acknowledged writes: ${acknowledged}, missing from the database: ${lost.length}${lost.length ? ` (${lost.slice(0, 3).join('; ')})` : ''}`,
  );
  for (const client of hub) {
    console.log(
      `  hub client of user ${client.user}: connected ${client.opens}× (${client.opens - 1} reconnect${client.opens === 2 ? '' : 's'}), ${client.acked} chat messages of its room acknowledged, ${client.missed} missed, ${client.resets} resets`,
    );
  }
  console.log(
    `  errors: ${errors.inFlightOfKilled.length} in flight on the killed process, ${errors.outside.length} outside it (goal 0)`,
  );
}

export function faultOk(fault) {
  if (!fault) return true;
  return (
    fault.killed !== null &&
    fault.lost.length === 0 &&
    fault.hub.length > 0 &&
    fault.hub.every((client) => client.missed === 0 && client.resets === 0 && client.opens >= 1) &&
    fault.errors.outside.length === 0
  );
}

/** The warm-up after a start, on one line: its reads' and writes' p99 beside their calls. */
export function printWarmUp(label, result) {
  const of = (kind) => result.rows.filter((row) => row.kind === kind && row.call !== 'sign-in');
  const worst = (rows) => fixed(Math.max(...rows.map((row) => row.p99)));
  const calls = (rows) => rows.reduce((sum, row) => sum + row.requests, 0);
  console.log(
    `\n${label}, warm-up after the start (not counted): ${result.users} users, ${fixed(result.seconds)} s, ` +
      `${calls(of('read'))} reads (worst p99 ${worst(of('read'))} ms), ${calls(of('write'))} writes (worst p99 ${worst(of('write'))} ms), ${result.failures.length} errors`,
  );
}
