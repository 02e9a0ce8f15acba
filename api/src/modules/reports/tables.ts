import type { ColumnType, Generated } from 'kysely';
import type { ReportDefinition } from '@platform/shared/contracts';
import type { Timestamp } from '../../core/database';

/** A saved report definition, shared within its organisation (docs/decisions/131). */
export interface ReportsTable {
  id: Generated<number>;
  organisation_id: number;
  name: string;
  definition: ColumnType<ReportDefinition, string, string>;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

declare module '../../core/database' {
  interface Database {
    reports: ReportsTable;
  }
}
