import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../core/auth-guard';
import { HttpError, ok, replies, S } from '../../core/http';
import type { AppContext } from '../../core/module';
import { aggregateChart } from './aggregate';
import {
  MAX_RANGE_DAYS,
  RANGE_PRESETS,
  TIME_GROUPINGS,
  groupLabel,
  parseChartDefinition,
} from './definition';

/** An ISO 8601 instant with a zone: 2026-03-11T00:00:00.000Z or …+11:00. */
const ISO_INSTANT =
  '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2})$';

const CHART_BODY = S.obj(
  {
    parameters: S.obj(
      {
        start_date: S.str({ maxLength: 40, pattern: ISO_INSTANT }),
        end_date: S.str({ maxLength: 40, pattern: ISO_INSTANT }),
        range: S.str({ enum: [...RANGE_PRESETS] }),
      },
      ['start_date', 'end_date'],
    ),
  },
  ['parameters'],
);

interface ChartBody {
  parameters: { start_date: string; end_date: string; range?: string };
}

const DEFAULT_HEIGHT = 600;
const DAY_MS = 86_400_000;

/** A date of the range as an instant; 400 naming the field when it is not a real one. */
function instant(value: string, field: string): Date {
  const date = new Date(value);
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  // new Date() rolls 31 February over to March; a date that does not exist is refused.
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (
    Number.isNaN(date.getTime()) ||
    calendar.getUTCMonth() !== month - 1 ||
    calendar.getUTCDate() !== day
  ) {
    throw new HttpError(400, `parameters.${field}: Must be a valid date and time.`, {
      errors: { [`parameters.${field}`]: ['Must be a valid date and time.'] },
    });
  }
  return date;
}

/** POST /chart/{reportId}: a chart definition's aggregate over the caller's organisation. */
export function registerInsightsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Params: { reportId: number }; Body: ChartBody }>(
    '/chart/:reportId',
    {
      schema: {
        params: S.obj({ reportId: S.int({ minimum: 1 }) }, ['reportId']),
        body: CHART_BODY,
        response: replies(S.any()),
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { reportId } = request.params;
      const { parameters } = request.body;
      const start = instant(parameters.start_date, 'start_date');
      const end = instant(parameters.end_date, 'end_date');
      if (end.getTime() < start.getTime()) {
        throw new HttpError(400, 'The date range ends before it starts.', {
          errors: { 'parameters.end_date': ['Must not be before the start date.'] },
        });
      }
      if (end.getTime() - start.getTime() > MAX_RANGE_DAYS * DAY_MS) {
        throw new HttpError(400, `The date range is longer than ${MAX_RANGE_DAYS} days.`, {
          errors: { 'parameters.end_date': [`At most ${MAX_RANGE_DAYS} days after the start.`] },
        });
      }

      const row = await ctx.db
        .selectFrom('insight_charts')
        .select(['id', 'name', 'chart_type', 'definition'])
        .where('id', '=', reportId)
        .where((eb) =>
          eb.or([
            eb('organisation_id', 'is', null),
            eb('organisation_id', '=', user.organisation_id),
          ]),
        )
        .executeTakeFirst();
      if (!row) throw new HttpError(404, `Chart ${reportId} does not exist.`);
      const parsed = parseChartDefinition(row.definition);
      if (!parsed.ok) {
        ctx.log.warn({ reportId, problems: parsed.problems }, 'chart definition refused');
        throw new HttpError(422, `Chart ${reportId} is not set up correctly.`, {
          errors: { definition: parsed.problems },
        });
      }
      const definition = parsed.definition;
      const organisation = await ctx.db
        .selectFrom('organisations')
        .select('timezone')
        .where('id', '=', user.organisation_id)
        .executeTakeFirstOrThrow();
      const range = {
        start: start.toISOString(),
        end: end.toISOString(),
        zone: organisation.timezone,
      };
      const result = await aggregateChart(ctx.db, definition, user.organisation_id, range);
      const headers = [
        { field: 'label', name: definition.x_label },
        ...(definition.series_by ? [{ field: 'series', name: definition.series_label }] : []),
        { field: 'value', name: definition.y_label },
      ];
      return ok({
        chart: {
          report_id: row.id,
          name: row.name,
          chart_type: row.chart_type,
          headers,
          data: result.points,
          total: result.total,
          rows: result.rows,
        },
        config: {
          height: DEFAULT_HEIGHT,
          x_field: 'label',
          y_field: 'value',
          series_field: definition.series_by ? 'series' : null,
          x_grouping: definition.group_by,
          x_is_time: TIME_GROUPINGS.includes(definition.group_by),
          series_grouping: definition.series_by,
          measure: definition.measure,
          value_format: definition.value_format,
          x_label: definition.x_label || groupLabel(definition.group_by),
          y_label: definition.y_label,
          settings: definition.settings,
        },
        options: {
          parameters: { start_date: range.start, end_date: range.end, timezone: range.zone },
          ranges: RANGE_PRESETS,
          default_range: definition.default_range,
          months: definition.months,
        },
      });
    },
  );
}
