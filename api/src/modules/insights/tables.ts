import type { CreatedAt, Json } from '../../core/database';

/**
 * A chart definition (docs/decisions/130): the report id of `POST /chart/{reportId}`, its name,
 * chart type and a whitelisted aggregate (definition.ts). Null organisation: every organisation's.
 */
export interface InsightChartsTable {
  id: number;
  organisation_id: number | null;
  name: string;
  /** 'line', 'column', 'bar', 'pie' or 'area'. */
  chart_type: string;
  definition: Json<Record<string, unknown>>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

declare module '../../core/database' {
  interface Database {
    insight_charts: InsightChartsTable;
  }
}
