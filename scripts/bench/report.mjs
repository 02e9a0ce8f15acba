// Part of `npm run bench` (scripts/bench/run.mjs): every measure with its goal, and the table that
// prints each figure beside its goal and the previous run's.
const KB = 1024;
/** Every measure: how it is shown and its goal (lower is better for all of them). */
const MEASURES = {
  loginFiles: { label: 'JS files on /login', unit: '' },
  loginRaw: { label: 'JS on /login, raw', unit: 'KB', scale: KB },
  loginGzip: { label: 'JS on /login, gzip', unit: 'KB', scale: KB, goal: 180 },
  loginBrotli: { label: 'JS on /login, brotli', unit: 'KB', scale: KB },
  loginWire: { label: 'JS on /login, on the wire', unit: 'KB', scale: KB },
  roundTrips: { label: 'requests waiting on one another before /login shows', unit: '' },
  roundTripsAfterShell: {
    label: '… of them after the shell’s own files (before a remote paints)',
    unit: '',
    goal: 2,
  },
  coldSignIn: { label: 'sign-in visible, cold, slow 4G + 4× CPU', unit: 'ms' },
  coldReady: {
    label: '… the app’s form in place of the early one (ADR 172)',
    unit: 'ms',
  },
  coldLcp: { label: 'LCP, cold, slow 4G + 4× CPU', unit: 'ms', goal: 1800 },
  warmLcp: { label: 'LCP, warm (service worker), slow 4G + 4× CPU', unit: 'ms', goal: 800 },
  dashAtOnce: {
    label:
      'Sign in pressed as the form shows → side menu + first widget, cold, throttled (150 ms, 1.6 Mbit/s, 4× CPU)',
    unit: 'ms',
    goal: 2500,
  },
  dashAtOnceTrips: { label: '… requests waiting on one another between press and paint', unit: '' },
  dashAtOnceDataTrips: { label: '… of them API calls (login included)', unit: '' },
  dashAtOnceNetTrips: {
    label: '… of them over the network (not from the HTTP cache)',
    unit: '',
  },
  dashAtOncePreflights: {
    label: '… CORS preflights of the sign-in call after the press (a round trip each, ADR 268)',
    unit: '',
  },
  dashTyped: {
    label: 'the same after 5 s of typing (issue 38)',
    unit: 'ms',
    goal: 1000,
  },
  dashTypedTrips: { label: '… requests waiting on one another between press and paint', unit: '' },
  dashTypedDataTrips: { label: '… of them API calls (login included)', unit: '' },
  dashTypedNetTrips: {
    label: '… of them over the network (not from the HTTP cache)',
    unit: '',
  },
  dashTypedPreflights: {
    label: '… CORS preflights of the sign-in call after the press (a round trip each, ADR 268)',
    unit: '',
  },
  dashTypedTypingTask: {
    label: '… longest main-thread task while typing (the warm-up’s cost to keystrokes)',
    unit: 'ms',
  },
  dashAtOnceSlow4g: {
    label:
      'Sign in pressed as the form shows → the same, cold, slow 4G (562 ms, 1.44 Mbit/s, 4× CPU)',
    unit: 'ms',
  },
  dashAtOnceSlow4gTrips: {
    label: '… requests waiting on one another between press and paint',
    unit: '',
  },
  dashTypedSlow4g: { label: 'the same after 5 s of typing, slow 4G', unit: 'ms' },
  dashTypedSlow4gTrips: {
    label: '… requests waiting on one another between press and paint',
    unit: '',
  },
  visitFiles: { label: 'JS files over the visit (sign-in to dashboard)', unit: '' },
  visitGzip: { label: 'JS over the visit, gzip', unit: 'KB', scale: KB, goal: 450 },
  visitCssGzip: {
    label: '… and style sheets (antd’s start rules, ADR 256), gzip',
    unit: 'KB',
    scale: KB,
  },
  visitJobsFiles: { label: 'JS files over the visit on to the jobs list', unit: '' },
  visitJobsGzip: { label: 'JS over the visit on to the jobs list, gzip', unit: 'KB', scale: KB },
  routeChangeP95: { label: 'route change between two mounted remotes, p95', unit: 'ms', goal: 300 },
  listFirstRender: { label: 'list of 10,000 rows: first render', unit: 'ms', goal: 300 },
  listScrollFrameP95: { label: 'list of 10,000 rows: scroll frame p95', unit: 'ms', goal: 16.7 },
  inlineP95: {
    label: '1,000-cell list re-render (inline keystroke work) p95',
    unit: 'ms',
    goal: 50,
  },
  inlineToFrameP95: { label: '… keystroke to next frame p95 (incl. the refresh wait)', unit: 'ms' },
  formP95: { label: 'form keystroke work p95 (300 fields, 300 rules)', unit: 'ms', goal: 16 },
  formToFrameP95: { label: '… keystroke to next frame p95 (incl. the refresh wait)', unit: 'ms' },
  costingCore: {
    label: 'costing of 200 lines recalculated after a test-size change (pricing core), median',
    unit: 'ms',
    goal: 16,
  },
  costingCoreCpu: { label: '… the same in CPU time (not inflated by a busy machine)', unit: 'ms' },
  costingScreen: {
    label: 'costing screen: 200 lines recalculated and painted after a test-size change, median',
    unit: 'ms',
    goal: 16,
  },
  costingScreenP95: { label: '… p95', unit: 'ms' },
  costingScreenFrame: {
    label: '… to the next frame (incl. the wait for the display refresh), median',
    unit: 'ms',
  },
  selectAllAny: { label: 'select-all with group rules, 10k rows (any)', unit: 'ms', goal: 50 },
  selectAllSame: { label: 'select-all with group rules, 10k rows (same)', unit: 'ms', goal: 50 },
};

/** Decimals a figure is shown with: 0.1 ms is also the browser clock's resolution. */
function digitsOf(key, value) {
  const { unit, scale = 1 } = MEASURES[key] ?? { unit: '' };
  return unit === 'ms' && value / scale < 100 ? 1 : 0;
}

/**
 * Whether a figure meets its goal, compared as both are shown: a frame time of 16.7 ms read from
 * a clock of 0.1 ms steps is one display frame, not a miss by a rounding error.
 */
function meets(key, value, goal) {
  const { scale = 1 } = MEASURES[key] ?? {};
  const digits = digitsOf(key, goal);
  const shown = (number) => Number((number / scale).toFixed(digits));
  return shown(value) <= shown(goal);
}

function formatValue(key, value) {
  if (value === undefined || value === null || Number.isNaN(value)) return '—';
  const { unit, scale = 1 } = MEASURES[key] ?? { unit: '' };
  const shown = value / scale;
  const digits = digitsOf(key, value);
  return `${shown.toLocaleString('en-AU', { maximumFractionDigits: digits, minimumFractionDigits: digits })}${unit ? ` ${unit}` : ''}`;
}

export function printTable(figures, previous) {
  const header = ['measure', 'this run', ...(previous ? ['previous'] : []), 'goal', 'met'];
  const lines = Object.entries(MEASURES)
    .filter(([key]) => key in figures)
    .map(([key, measure]) => {
      const value = figures[key];
      const goalValue =
        measure.goal === undefined ? undefined : measure.goal * (measure.scale ?? 1);
      return [
        measure.label,
        formatValue(key, value),
        ...(previous ? [formatValue(key, previous.figures?.[key])] : []),
        goalValue === undefined ? '' : `≤ ${formatValue(key, goalValue)}`,
        goalValue === undefined || Number.isNaN(value)
          ? ''
          : meets(key, value, goalValue)
            ? 'yes'
            : 'no',
      ];
    });
  const widths = header.map((title, index) =>
    Math.max(title.length, ...lines.map((line) => line[index].length)),
  );
  const format = (cells) =>
    cells
      .map((cell, index) =>
        index === 0 ? cell.padEnd(widths[index]) : cell.padStart(widths[index]),
      )
      .join('  ');
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of lines) console.log(format(line));
}

/** The rows of `npm run load` (scripts/load.mjs --json), each beside the previous run's p99. */
export function printLoad(load, previous) {
  const shapes = { postgres: '2 processes, PostgreSQL', demo: '1 process, PGlite' };
  const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '—');
  console.log(
    '\nLoad: a mix of virtual users, 10 s a phase (npm run load; goals beside each call)',
  );
  for (const phase of load) {
    const before = previous?.find((old) => old.shape === phase.shape && old.users === phase.users);
    if (phase.health) {
      const old = previous?.find((entry) => entry.shape === phase.shape && entry.health)?.health;
      console.log(
        `  ${shapes[phase.shape]}: /health during 10 packs of 2,000 panels p99 ${ms(phase.health.p99)} (goal ≤ 50 ms)${old ? ` (previous ${ms(old.p99)})` : ''}`,
      );
      continue;
    }
    console.log(
      `  ${shapes[phase.shape]}, ${phase.users} users: ${phase.rps.toFixed(0)} req/s, ${phase.errors} errors`,
    );
    for (const row of phase.rows) {
      const old = before?.rows.find((entry) => entry.call === row.call);
      console.log(
        `    ${row.call}: p50 ${ms(row.p50)}, p99 ${ms(row.p99)}${row.goal === null ? '' : ` (goal ≤ ${row.goal}: ${row.met ? 'met' : 'not met'})`}, ${row.errors} errors${old ? ` (previous p99 ${ms(old.p99)})` : ''}`,
      );
    }
  }
}
