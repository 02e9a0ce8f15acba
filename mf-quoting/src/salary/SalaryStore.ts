import { makeAutoObservable, runInAction } from 'mobx';
import { api as pageApi, type ApiClient } from '@platform/shared';
import {
  SALARY_TYPE,
  type CommissionBracket,
  type NamedOption,
  type SalarySave,
  type StaffSalary,
} from '@platform/shared/contracts';
import {
  computedCommissionTable,
  computeSalary,
  insertBracketAfter,
  validateBrackets,
  validateBracketTable,
} from '@platform/shared/pricing';

export type SalaryDraft = SalarySave['object_data'];

function draftOf(salary: StaffSalary): SalaryDraft {
  return {
    sales_base: salary.sales_base,
    measurer_base: salary.measurer_base,
    allowance: salary.allowance,
    note: salary.note,
    sales_salary_type_id: salary.sales_salary_type_id,
    sales_flat_commission_pct: salary.sales_flat_commission_pct,
    customCommissionTableData: salary.customCommissionTableData.map((row) => ({ ...row })),
    measurer_fixed_amt: salary.measurer_fixed_amt,
    super_pct: salary.super_pct,
  };
}

/** The salary screen's state; superannuation, total and monthly follow every edit. */
export class SalaryStore {
  salary: StaffSalary | null = null;
  draft: SalaryDraft | null = null;
  salaryTypes: NamedOption[] = [];
  loading = true;
  saving = false;
  loadError: string | null = null;
  tableMessage: string | null = null;
  readonly #api: ApiClient;

  constructor(
    readonly url: string,
    api?: ApiClient,
  ) {
    this.#api = api ?? pageApi;
    makeAutoObservable(this, { url: false });
  }

  async load(): Promise<void> {
    try {
      const [salary, types] = await Promise.all([
        this.#api.get<StaffSalary>(this.url, { reuseSeconds: 0 }),
        this.#api.get<NamedOption[]>('/salary-types'),
      ]);
      runInAction(() => {
        this.salary = salary.data;
        this.draft = draftOf(salary.data);
        this.salaryTypes = types.data;
        this.loading = false;
      });
    } catch (error) {
      runInAction(() => {
        this.loading = false;
        this.loadError = error instanceof Error ? error.message : String(error);
      });
    }
  }

  get figures() {
    if (!this.salary || !this.draft) return null;
    return computeSalary({ ...this.draft, user_role_ids: this.salary.user_role_ids });
  }

  get computedTable(): CommissionBracket[] {
    if (!this.salary || !this.draft) return [];
    return computedCommissionTable({ ...this.salary, sales_base: this.draft.sales_base });
  }

  get isCustom(): boolean {
    return this.draft?.sales_salary_type_id === SALARY_TYPE.custom;
  }

  get bracketErrors(): Array<string | null> {
    return this.draft && this.isCustom
      ? validateBrackets(this.draft.customCommissionTableData)
      : [];
  }

  get tableError(): string | null {
    return this.draft && this.isCustom
      ? validateBracketTable(this.draft.customCommissionTableData)
      : null;
  }

  get valid(): boolean {
    return !this.tableError && this.bracketErrors.every((error) => error === null);
  }

  get dirty(): boolean {
    return Boolean(
      this.salary &&
      this.draft &&
      JSON.stringify(draftOf(this.salary)) !== JSON.stringify(this.draft),
    );
  }

  set<K extends keyof SalaryDraft>(field: K, value: SalaryDraft[K]): void {
    if (this.draft) this.draft[field] = value;
  }

  setBracket(index: number, changes: Partial<CommissionBracket>): void {
    if (!this.draft) return;
    Object.assign(this.draft.customCommissionTableData[index], changes);
    this.tableMessage = null;
  }

  addBracket(after: number): void {
    if (!this.draft || !this.salary) return;
    const step =
      Number(this.salary.profit_bracket_increments) > 0
        ? this.salary.profit_bracket_increments
        : 1000;
    const result = insertBracketAfter(this.draft.customCommissionTableData, after, step);
    if (result.ok) {
      this.draft.customCommissionTableData = result.rows;
      this.tableMessage = null;
    } else this.tableMessage = result.error;
  }

  removeBracket(index: number): void {
    if (!this.draft) return;
    this.draft.customCommissionTableData.splice(index, 1);
    this.tableMessage = null;
  }

  async save(): Promise<boolean> {
    if (!this.draft || !this.valid) return false;
    runInAction(() => (this.saving = true));
    try {
      const { data } = await this.#api.post<StaffSalary>(
        this.url,
        { object_data: this.draft },
        { retries: 0 },
      );
      runInAction(() => {
        this.salary = data;
        this.draft = draftOf(data);
      });
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }
}
