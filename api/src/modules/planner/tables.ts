import type { Generated } from 'kysely';
import type { CreatedAt, Json, Timestamp } from '../../core/database';

/** One event of a sales record's history (a job or a quote of the views module's `records`). */
export interface SalesEventsTable {
  id: Generated<number>;
  organisation_id: number;
  record_id: number;
  /** created, quoted, measured, approved, note, status_change… (see TIMELINE_KINDS). */
  kind: string;
  title: string;
  description: string;
  user_id: number | null;
  occurred_at: Timestamp;
  created_at: CreatedAt;
}

/** A user's weekly planner: one event text per day, Monday first. Personal data. */
export interface PlannerWeeksTable {
  organisation_id: number;
  user_id: number;
  /** The Monday of the week, 'YYYY-MM-DD'. */
  week_start: string;
  events: Json<string[]>;
  updated_at: Timestamp;
}

declare module '../../core/database' {
  interface Database {
    sales_events: SalesEventsTable;
    planner_weeks: PlannerWeeksTable;
  }
}
