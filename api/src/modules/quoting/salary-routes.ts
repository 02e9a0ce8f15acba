import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { SalarySave, SalaryTypeId, StaffSalary } from '@platform/shared/contracts';
import { computeSalary, dec, fixed2, validateSalarySave } from '@platform/shared/pricing';
import type { Database } from '../../core/database';
import { HttpError, ok, replies, S } from '../../core/http';
import type { AppContext } from '../../core/module';
import { QUOTING_MESSAGES } from './constants';
import { requireSalaryRight } from './rights';
import { SALARY_SAVE_SCHEMA, SALARY_SCHEMA } from './schemas';

type Db = Kysely<Database>;
type Settings = Pick<
  StaffSalary,
  | 'base_salary_min'
  | 'base_salary_max'
  | 'allowance_min'
  | 'allowance_max'
  | 'min_commission_rate_of_min_salary'
  | 'min_commission_rate_of_max_salary'
  | 'commission_increments_pct_of_base_commission'
  | 'profit_bracket_increments'
  | 'profit_bracket_min_pct_of_salary'
  | 'max_profit_bracket'
>;

const SETTING_FIELDS = [
  'base_salary_min',
  'base_salary_max',
  'allowance_min',
  'allowance_max',
  'min_commission_rate_of_min_salary',
  'min_commission_rate_of_max_salary',
  'commission_increments_pct_of_base_commission',
  'profit_bracket_increments',
  'profit_bracket_min_pct_of_salary',
  'max_profit_bracket',
] as const;

async function settingsOf(db: Db, organisationId: number) {
  const row = await db
    .selectFrom('quoting_salary_settings')
    .selectAll()
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();
  const settings = Object.fromEntries(
    SETTING_FIELDS.map((field) => [field, fixed2(dec(row?.[field]))]),
  ) as Settings;
  return { settings, defaultSuper: fixed2(dec(row?.default_super_pct ?? '12')) };
}

async function staffMember(db: Db, organisationId: number, userId: number) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'user_role_ids', 'staff_role_id'])
    .where('id', '=', userId)
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();
  if (!user) throw new HttpError(404, QUOTING_MESSAGES.staffNotFound);
  const roles = String(user.user_role_ids ?? '')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
  if (user.staff_role_id !== null && !roles.includes(user.staff_role_id))
    roles.push(user.staff_role_id);
  return { id: user.id, name: `${user.first_name} ${user.last_name}`.trim(), roles };
}

/** The salary record of one staff member with the organisation's bounds and live figures. */
export async function loadSalary(
  db: Db,
  organisationId: number,
  userId: number,
): Promise<StaffSalary> {
  const member = await staffMember(db, organisationId, userId);
  const { settings, defaultSuper } = await settingsOf(db, organisationId);
  const row = await db
    .selectFrom('quoting_salaries')
    .selectAll()
    .where('user_id', '=', userId)
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();
  const base = {
    user_role_ids: member.roles,
    sales_base: fixed2(dec(row?.sales_base ?? settings.base_salary_min)),
    measurer_base: fixed2(dec(row?.measurer_base ?? settings.base_salary_min)),
    allowance: fixed2(dec(row?.allowance ?? settings.allowance_min)),
    super_pct: fixed2(dec(row?.super_pct ?? defaultSuper)),
  };
  const figures = computeSalary(base);
  return {
    user_id: member.id,
    name: member.name,
    ...base,
    note: row?.note ?? '',
    superannuation: figures.superannuation,
    total: figures.total,
    monthly: figures.monthly,
    sales_salary_type_id: (row?.sales_salary_type_id ?? null) as SalaryTypeId | null,
    sales_flat_commission_pct: fixed2(dec(row?.sales_flat_commission_pct)),
    customCommissionTableData: (row?.custom_table ?? []).map((bracket) => ({
      profit_bracket: fixed2(dec(bracket.profit_bracket)),
      commission_pct: fixed2(dec(bracket.commission_pct)),
    })),
    measurer_fixed_amt: fixed2(dec(row?.measurer_fixed_amt)),
    ...settings,
  };
}

const AUDITED = [
  'sales_base',
  'measurer_base',
  'allowance',
  'note',
  'sales_salary_type_id',
  'sales_flat_commission_pct',
  'measurer_fixed_amt',
  'super_pct',
] as const;

export function registerSalaryRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { id: number } }>(
    '/staff/:id/salary',
    { schema: { params: S.idParams(), response: replies(SALARY_SCHEMA) } },
    async (request) => {
      const user = await requireSalaryRight(request);
      return ok(await loadSalary(ctx.db, user.organisation_id, request.params.id));
    },
  );

  app.post<{ Params: { id: number }; Body: SalarySave }>(
    '/staff/:id/salary',
    {
      schema: { params: S.idParams(), body: SALARY_SAVE_SCHEMA, response: replies(SALARY_SCHEMA) },
    },
    async (request) => {
      const user = await requireSalaryRight(request);
      const organisationId = user.organisation_id;
      const before = await loadSalary(ctx.db, organisationId, request.params.id);
      const data = request.body.object_data;
      const errors = validateSalarySave(data, before);
      if (Object.keys(errors).length > 0) {
        throw new HttpError(400, QUOTING_MESSAGES.invalid, {
          errors: Object.fromEntries(
            Object.entries(errors).map(([field, message]) => [field, [message]]),
          ),
        });
      }
      const now = ctx.clock.now();
      const values = {
        sales_base: fixed2(dec(data.sales_base)),
        measurer_base: fixed2(dec(data.measurer_base)),
        allowance: fixed2(dec(data.allowance)),
        note: data.note ?? '',
        sales_salary_type_id: data.sales_salary_type_id,
        sales_flat_commission_pct: fixed2(dec(data.sales_flat_commission_pct)),
        custom_table: JSON.stringify(
          data.customCommissionTableData.map((row) => ({
            profit_bracket: fixed2(dec(row.profit_bracket)),
            commission_pct: fixed2(dec(row.commission_pct)),
          })),
        ),
        measurer_fixed_amt: fixed2(dec(data.measurer_fixed_amt)),
        super_pct: fixed2(dec(data.super_pct)),
        updated_by: user.id,
        updated_at: now,
      };
      await ctx.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('quoting_salaries')
          .values({ ...values, user_id: before.user_id, organisation_id: organisationId })
          .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
          .execute();
        const changes: Array<{ field: string; old_value: string; new_value: string }> =
          AUDITED.flatMap((field) => {
            const old = String(before[field] ?? '');
            const next = String(values[field] ?? '');
            return old === next ? [] : [{ field, old_value: old, new_value: next }];
          });
        const oldTable = JSON.stringify(before.customCommissionTableData);
        if (oldTable !== values.custom_table) {
          changes.push({
            field: 'customCommissionTableData',
            old_value: oldTable,
            new_value: values.custom_table,
          });
        }
        if (changes.length > 0) {
          await trx
            .insertInto('quoting_audit')
            .values(
              changes.map((change) => ({
                ...change,
                organisation_id: organisationId,
                user_id: user.id,
                entity: 'salary' as const,
                entity_id: before.user_id,
                at: now,
              })),
            )
            .execute();
        }
      });
      return ok(await loadSalary(ctx.db, organisationId, request.params.id), {
        message: 'Saving successful',
      });
    },
  );
}
