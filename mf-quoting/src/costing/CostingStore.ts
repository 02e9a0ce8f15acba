import { makeAutoObservable, runInAction } from 'mobx';
import { api as pageApi, type ApiClient } from '@platform/shared';
import type {
  CostLine,
  CostingRecord,
  CostingSave,
  CostType,
  MandatoryAccessory,
  NamedOption,
  PricingType,
} from '@platform/shared/contracts';
import {
  DEFAULT_TEST_SIZE,
  groupsByMesh,
  KeptLinePrices,
  MAX_WHAT_IF_SIZES,
  normaliseDecimals,
  priceAtSizes,
  priceCosting,
  priceLines,
  type CostingInput,
  type CostingResult,
  type LineResult,
} from '@platform/shared/pricing';

/** The editable part of a costing: what Save sends and Revert restores. */
export type CostingDraft = CostingSave['object_data'];

export interface TestSizeState {
  height: number | null;
  width: number | null;
  frame_thickness_id: number | null;
  brand_id: number | null;
}

export interface CostingStoreOptions {
  /** The path the costing is read from and saved to, e.g. /costing/product/3/1. */
  url: string;
  costType: CostType;
  api?: ApiClient;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
}

function draftOf(record: CostingRecord): CostingDraft {
  return {
    id: record.id,
    retail: record.retail,
    wholesale: record.wholesale,
    retail_premium_pct: record.retail_premium_pct,
    wholesale_premium_pct: record.wholesale_premium_pct,
    notes: record.notes,
    retail_pricing_completed: record.retail_pricing_completed,
    wholesale_pricing_completed: record.wholesale_pricing_completed,
    product_items: record.product_items.map((line) => ({ ...line })),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The costing screen's state: the record as saved, the draft being edited, the test size, and
 * the prices recomputed from them on every change with the shared pricing core. Unsaved edits
 * are kept in session storage so a failed save or a reload loses nothing.
 */
export class CostingStore {
  record: CostingRecord | null = null;
  draft: CostingDraft | null = null;
  size: TestSizeState = { ...DEFAULT_TEST_SIZE, frame_thickness_id: null, brand_id: null };
  whatIf: Array<{ height: number | null; width: number | null }> = [];
  pricingTypes: PricingType[] = [];
  suppliers: NamedOption[] = [];
  brands: NamedOption[] = [];
  frameThicknesses: NamedOption[] = [];
  mandatory: MandatoryAccessory[] = [];
  meshDeduction = 0;
  loading = true;
  saving = false;
  loadError: string | null = null;
  restoredDraft = false;

  readonly #api: ApiClient;
  readonly #storage: CostingStoreOptions['storage'];
  /** The lines' last prices: a size change prices again only the lines that read it. */
  readonly #keptPrices = new KeptLinePrices();
  #lookupTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(readonly options: CostingStoreOptions) {
    this.#api = options.api ?? pageApi;
    this.#storage =
      options.storage === undefined
        ? typeof sessionStorage === 'undefined'
          ? null
          : sessionStorage
        : options.storage;
    makeAutoObservable(this, { options: false });
  }

  get isProduct(): boolean {
    return this.options.costType === 'product';
  }

  get draftKey(): string {
    return `costing-draft:${this.options.url}`;
  }

  async load(): Promise<void> {
    try {
      const [record, pricingTypes, suppliers, brands, frames] = await Promise.all([
        this.#api.get<CostingRecord>(this.options.url, { reuseSeconds: 0 }),
        this.#api.get<PricingType[]>('/pricing-types'),
        this.#api.get<NamedOption[]>('/suppliers'),
        this.isProduct ? this.#api.get<NamedOption[]>('/brands') : Promise.resolve({ data: [] }),
        this.isProduct
          ? this.#api.get<NamedOption[]>('/frame-thicknesses')
          : Promise.resolve({ data: [] }),
      ]);
      runInAction(() => {
        this.record = record.data;
        this.draft = this.#restoreDraft(record.data) ?? draftOf(record.data);
        this.size.brand_id = record.data.brand_id ?? null;
        this.pricingTypes = pricingTypes.data;
        this.suppliers = suppliers.data;
        this.brands = brands.data;
        this.frameThicknesses = frames.data;
        this.loading = false;
      });
      await this.refreshLookups();
    } catch (error) {
      runInAction(() => {
        this.loading = false;
        this.loadError = error instanceof Error ? error.message : String(error);
      });
    }
  }

  #restoreDraft(record: CostingRecord): CostingDraft | null {
    try {
      const saved = this.#storage?.getItem(this.draftKey);
      if (!saved) return null;
      const parsed = JSON.parse(saved) as { basedOn: string; draft: CostingDraft };
      // A draft made on an older version of the record is dropped, not merged.
      if (parsed.basedOn !== JSON.stringify(draftOf(record))) return null;
      this.restoredDraft = true;
      return parsed.draft;
    } catch {
      return null;
    }
  }

  #keepDraft(): void {
    if (!this.record || !this.draft) return;
    try {
      if (this.dirty) {
        this.#storage?.setItem(
          this.draftKey,
          JSON.stringify({ basedOn: JSON.stringify(draftOf(this.record)), draft: this.draft }),
        );
      } else this.#storage?.removeItem(this.draftKey);
    } catch {
      // storage full or disabled: the draft stays in memory
    }
  }

  /** Mandatory accessories and the mesh deduction depend on brand, type, frame and size. */
  async refreshLookups(): Promise<void> {
    if (!this.record || !this.isProduct) return;
    const { brand_id, frame_thickness_id, height, width } = this.size;
    const common = {
      ...(brand_id ? { brand_id } : {}),
      product_id: this.productId,
      ...(this.record.type_id ? { type_id: this.record.type_id } : {}),
    };
    try {
      const [mandatory, deduction] = await Promise.all([
        this.#api.get<MandatoryAccessory[]>('/quotes/accessories_mandatory', {
          params: { ...common, ...(height ? { height } : {}), ...(width ? { width } : {}) },
          silent: true,
        }),
        this.#api.get<{ deduction: number }>('/quotes/mesh-deduction-value', {
          params: { ...common, ...(frame_thickness_id ? { frame_thickness_id } : {}) },
          silent: true,
        }),
      ]);
      runInAction(() => {
        // An answer equal to the last one keeps the accessories as they are: the result does
        // not change, so the 200 lines are not priced again after every pause in typing (ADR 213).
        if (!same(this.mandatory, mandatory.data)) this.mandatory = mandatory.data;
        this.meshDeduction = Number(deduction.data.deduction) || 0;
      });
    } catch {
      // the previous accessories and deduction stay; the totals say what they used
    }
  }

  /** The product id of a product costing, read from the URL (/costing/product/{id}…). */
  get productId(): number | undefined {
    const match = /\/costing\/product\/(\d+)/.exec(this.options.url);
    return match ? Number(match[1]) : undefined;
  }

  get dirty(): boolean {
    return Boolean(this.record && this.draft && !same(draftOf(this.record), this.draft));
  }

  /** What a price depends on besides the test size. */
  get pricingBase(): Omit<CostingInput, 'size'> | null {
    if (!this.record || !this.draft) return null;
    return {
      lines: this.draft.product_items,
      margins: this.draft,
      meshDeduction: this.meshDeduction,
      groupByMesh: groupsByMesh(this.record.group_by),
      elementCount: this.record.element_count,
      elementSplitVertical: this.record.element_split_vertical,
      mandatoryAccessories: this.mandatory,
    };
  }

  get input(): CostingInput | null {
    const base = this.pricingBase;
    if (!base) return null;
    return { ...base, size: { height: this.size.height ?? 0, width: this.size.width ?? 0 } };
  }

  /**
   * The lines priced at the test size. Kept (a MobX computed) while the lines, the size and the
   * mesh deduction stay the same: new accessories or margins total them again without pricing
   * the 200 lines again (ADR 213). A size change prices again only the lines whose price
   * reads the size; the others keep their result (ADR 220).
   */
  get pricedLines(): LineResult[] | null {
    if (!this.record || !this.draft) return null;
    return priceLines(
      {
        lines: this.draft.product_items,
        size: { height: this.size.height ?? 0, width: this.size.width ?? 0 },
        meshDeduction: this.meshDeduction,
        groupByMesh: groupsByMesh(this.record.group_by),
        elementCount: this.record.element_count,
        elementSplitVertical: this.record.element_split_vertical,
      },
      this.#keptPrices,
    );
  }

  get result(): CostingResult | null {
    const input = this.input;
    const lines = this.pricedLines;
    return input && lines ? priceCosting(input, lines) : null;
  }

  /**
   * The totals at the what-if sizes. They are worked from the pricing base, never from the test
   * size, so typing a test size does not price every what-if size again (issue 37, ADR 213).
   */
  get whatIfResults() {
    const base = this.pricingBase;
    if (!base) return [];
    const sizes = this.whatIf.filter((size): size is { height: number; width: number } =>
      Boolean(size.height && size.width),
    );
    return priceAtSizes({ ...base, size: { height: 0, width: 0 } }, sizes);
  }

  setField<K extends Exclude<keyof CostingDraft, 'product_items' | 'id'>>(
    field: K,
    value: CostingDraft[K],
  ): void {
    if (!this.draft) return;
    this.draft[field] = value;
    this.#keepDraft();
  }

  setSize(changes: Partial<TestSizeState>): void {
    Object.assign(this.size, changes);
    if (this.#lookupTimer) clearTimeout(this.#lookupTimer);
    // Lookups follow the size after a pause in typing; prices follow at once.
    this.#lookupTimer = setTimeout(() => void this.refreshLookups(), 300);
  }

  /** Adds (id < 0) or replaces a line; new lines get a fresh negative id until saved. */
  upsertLine(line: CostLine): void {
    if (!this.draft) return;
    const lines = this.draft.product_items;
    const index = line.id > 0 ? lines.findIndex((existing) => existing.id === line.id) : -1;
    if (index >= 0) lines[index] = line;
    else {
      const lowest = Math.min(0, ...lines.map((existing) => existing.id));
      lines.push({ ...line, id: Math.min(lowest - 1, -3) });
    }
    this.#keepDraft();
  }

  removeLine(id: number): void {
    if (!this.draft) return;
    this.draft.product_items = this.draft.product_items.filter((line) => line.id !== id);
    this.#keepDraft();
  }

  revert(): void {
    if (!this.record) return;
    this.draft = draftOf(this.record);
    this.restoredDraft = false;
    this.#keepDraft();
  }

  addWhatIf(): void {
    if (this.whatIf.length < MAX_WHAT_IF_SIZES) this.whatIf.push({ height: null, width: null });
  }

  setWhatIf(index: number, changes: { height?: number | null; width?: number | null }): void {
    Object.assign(this.whatIf[index], changes);
  }

  removeWhatIf(index: number): void {
    this.whatIf.splice(index, 1);
  }

  /** Saves; decimals are added to integers first. A failed save keeps the draft. */
  async save(): Promise<boolean> {
    if (!this.draft) return false;
    runInAction(() => (this.saving = true));
    try {
      const payload: CostingSave = { object_data: normaliseDecimals(this.draft) };
      const { data } = await this.#api.post<CostingRecord>(this.options.url, payload, {
        retries: 0,
      });
      runInAction(() => {
        this.record = data;
        this.draft = draftOf(data);
        this.restoredDraft = false;
      });
      this.#keepDraft();
      return true;
    } catch {
      // the call layer shows the server's message; the draft stays as typed
      return false;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  async clone(
    cloneUrl: string,
    targets: { product?: number; applications?: number[]; accessories?: number[] },
  ) {
    await this.#api.post(cloneUrl, { object_data: JSON.stringify(targets) }, { retries: 0 });
  }

  dispose(): void {
    if (this.#lookupTimer) clearTimeout(this.#lookupTimer);
  }
}
