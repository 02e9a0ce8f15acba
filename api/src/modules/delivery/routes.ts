import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { requireUser } from '../../core/auth-guard';
import { HttpError, ok, replies, S } from '../../core/http';
import type { LimitRule } from '../../core/limits';
import type { AppContext } from '../../core/module';

/** The phases a load can end in: 'loaded', or the phase of the shell's RemotePhase it failed in. */
export const LOAD_PHASES = [
  'loaded',
  'manifest',
  'compatibility',
  'entry',
  'module',
  'bootstrap',
  'mount',
  'unmount',
  'render',
] as const;

/** Most loads one report may carry (the shell sends at most 20 at a time). */
export const MAX_LOADS_PER_REPORT = 100;
/** Reports one user may send a minute: a page loads a handful of remotes, so this is generous. */
export const LOAD_REPORTS_PER_USER: LimitRule = { max: 60, windowMs: 60_000 };
/** The summary covers this many days back from now unless `since` says otherwise. */
export const SUMMARY_DEFAULT_DAYS = 7;

const NAME = '^[a-z][a-z0-9_]{0,63}$';
const VERSION = '^[A-Za-z0-9][A-Za-z0-9._+-]{0,63}$';
const MODULE = '^\\./[A-Za-z0-9_./-]{1,64}$';
const ERROR_CLASS = '^[A-Za-z][A-Za-z0-9_]{0,63}$';
const ISO_INSTANT =
  '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2})$';

const LOAD = S.obj(
  {
    remote: S.str({ pattern: NAME }),
    version: S.str({ pattern: VERSION }),
    module: S.str({ pattern: MODULE }),
    phase: S.str({ enum: [...LOAD_PHASES] }),
    duration_ms: S.int({ minimum: 0, maximum: 600_000 }),
    error_class: { type: ['string', 'null'], pattern: ERROR_CLASS },
  },
  ['remote', 'version', 'module', 'phase', 'duration_ms', 'error_class'],
  { additionalProperties: false },
);

interface LoadBody {
  loads: Array<{
    remote: string;
    version: string;
    module: string;
    phase: (typeof LOAD_PHASES)[number];
    duration_ms: number;
    error_class: string | null;
  }>;
}

export interface RemoteLoadSummary {
  remote: string;
  version: string;
  loads: number;
  failures: number;
  /** Of the loads that succeeded, in milliseconds (null when none did). */
  median_ms: number | null;
  p95_ms: number | null;
}

const SUMMARY_ROW = S.obj({
  remote: S.str(),
  version: S.str(),
  loads: S.int(),
  failures: S.int(),
  median_ms: { type: ['number', 'null'] },
  p95_ms: { type: ['number', 'null'] },
});

function instant(value: string | undefined, field: string): Date | null {
  if (value === undefined) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) {
    throw new HttpError(400, `${field}: Must be a valid date and time.`, {
      errors: { [field]: ['Must be a valid date and time.'] },
    });
  }
  return date;
}

/**
 * Loads, failures, median and 95th percentile load time per remote and version of one
 * organisation between two instants, all computed by the database.
 */
export async function summariseLoads(
  ctx: AppContext,
  organisationId: number,
  since: Date,
  until: Date,
): Promise<RemoteLoadSummary[]> {
  const { rows } = await sql<RemoteLoadSummary>`
    select remote, version,
      count(*)::int as loads,
      (count(*) filter (where phase <> 'loaded'))::int as failures,
      round((percentile_cont(0.5) within group (order by duration_ms)
        filter (where phase = 'loaded'))::numeric, 1)::float8 as median_ms,
      round((percentile_cont(0.95) within group (order by duration_ms)
        filter (where phase = 'loaded'))::numeric, 1)::float8 as p95_ms
    from remote_loads
    where organisation_id = ${organisationId}
      and created_at >= ${since} and created_at < ${until}
    group by remote, version
    order by remote, version`.execute(ctx.db);
  return rows;
}

/**
 * POST /delivery/loads: a browser's batch of remote loads (load telemetry, ADR 159).
 * GET /delivery/loads/summary: per remote and version, for administrators.
 */
export function registerDeliveryRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: LoadBody }>(
    '/delivery/loads',
    {
      schema: {
        body: S.obj({ loads: { ...S.arr(LOAD), minItems: 1, maxItems: MAX_LOADS_PER_REPORT } }, [
          'loads',
        ]),
        response: replies(S.obj({ stored: S.int() })),
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { loads } = request.body;
      loads.forEach((load, i) => {
        const failed = load.phase !== 'loaded';
        if (failed !== (load.error_class !== null)) {
          const message = failed
            ? 'A failed load needs its error class.'
            : 'A load that succeeded has no error class.';
          throw new HttpError(400, `loads.${i}.error_class: ${message}`, {
            errors: { [`loads.${i}.error_class`]: [message] },
          });
        }
      });
      await ctx.limits.consume(`remote-loads:${user.id}`, LOAD_REPORTS_PER_USER);
      const now = ctx.clock.now();
      await ctx.db
        .insertInto('remote_loads')
        .values(
          loads.map((load) => ({
            organisation_id: user.organisation_id,
            user_id: user.id,
            remote: load.remote,
            version: load.version,
            module: load.module,
            phase: load.phase,
            duration_ms: load.duration_ms,
            error_class: load.error_class,
            created_at: now,
          })),
        )
        .execute();
      return ok({ stored: loads.length });
    },
  );

  app.get<{ Querystring: { since?: string; until?: string } }>(
    '/delivery/loads/summary',
    {
      schema: {
        querystring: S.obj({
          since: S.str({ maxLength: 40, pattern: ISO_INSTANT }),
          until: S.str({ maxLength: 40, pattern: ISO_INSTANT }),
        }),
        response: replies(S.obj({ since: S.str(), until: S.str(), remotes: S.arr(SUMMARY_ROW) })),
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const until = instant(request.query.until, 'until') ?? ctx.clock.now();
      const since =
        instant(request.query.since, 'since') ??
        new Date(until.getTime() - SUMMARY_DEFAULT_DAYS * 86_400_000);
      if (since.getTime() >= until.getTime()) {
        throw new HttpError(400, 'since: Must be before until.', {
          errors: { since: ['Must be before until.'] },
        });
      }
      const remotes = await summariseLoads(ctx, user.organisation_id, since, until);
      return ok({ since: since.toISOString(), until: until.toISOString(), remotes });
    },
  );
}
