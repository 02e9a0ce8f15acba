import { Alert, Button, Drawer, Form, Input, InputNumber, Select, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef, useState } from 'react';
import { api, type ApiClient } from '@platform/shared';
import {
  COST_LINE_MODAL,
  type CostLine,
  type NamedOption,
  type PricingType,
  type PricingTypeId,
  type SupplierProductOption,
} from '@platform/shared/contracts';
import {
  costLineComplete,
  FORMULA_PRESETS,
  presetFormula,
  priceCosting,
  type CostingInput,
} from '@platform/shared/pricing';
import { decimalText, money, percentValue } from './money';

export const NO_OPTIONS_TEXT = 'No options match your search';
const SEARCH_DEBOUNCE_MS = 300;

export interface LineDrawerProps {
  /** The line edited: id -1 new, -2 clone, else the line's id. null closes the drawer. */
  line: CostLine | null;
  mode: number;
  suppliers: NamedOption[];
  pricingTypes: PricingType[];
  /** The costing at the current test size, for the live quantity preview. */
  preview: CostingInput | null;
  onSave: (line: CostLine) => void;
  onClose: () => void;
  client?: ApiClient;
}

export const BLANK_LINE: CostLine = {
  id: COST_LINE_MODAL.new,
  supplier_id: 0,
  supplier_name: '',
  product_id: null,
  group_id: null,
  product_or_group_id: '',
  code: '',
  product_description: '',
  pricing_type_id: 1143,
  pricing_type_short_name: '',
  formula: '',
  item_volume: 0,
  price: '0.00',
  buffer_pct: '0.00',
  rounding_pct: '0.00',
  width: null,
  height: null,
  weight: null,
  group_items: [],
};

function optionOfLine(line: CostLine): SupplierProductOption | null {
  if (!line.product_or_group_id) return null;
  return {
    id: line.product_id ?? line.group_id ?? 0,
    supplier_id: line.supplier_id,
    group_id: line.group_id,
    product_id: line.product_id,
    product_or_group_id: line.product_or_group_id,
    code: line.code,
    product_description: line.product_description,
    item_volume: line.item_volume,
    price: line.price,
    width: line.width,
    height: line.height,
    weight: line.weight,
    default_formula_1: null,
    default_formula_2: null,
    default_formula_3: null,
    group_items: line.group_items,
  };
}

/** Supplier product search, debounced; the latest answer wins. */
function useProductSearch(client: ApiClient, supplierId: number) {
  const [options, setOptions] = useState<SupplierProductOption[]>([]);
  const [searching, setSearching] = useState(false);
  /** Searches answered so far (the product's default formulas arrive with the first). */
  const [rounds, setRounds] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(0);
  const search = (text: string) => {
    if (timer.current) clearTimeout(timer.current);
    if (!supplierId) return;
    timer.current = setTimeout(async () => {
      const ticket = ++latest.current;
      setSearching(true);
      try {
        const { data } = await client.get<SupplierProductOption[]>(
          `/suppliers/${supplierId}/products-for-costing`,
          { params: text.trim() ? { search: text.trim() } : {}, silent: true },
        );
        if (ticket === latest.current) setOptions(data);
      } catch {
        if (ticket === latest.current) setOptions([]);
      } finally {
        if (ticket === latest.current) setSearching(false);
        setRounds((count) => count + 1);
      }
    }, SEARCH_DEBOUNCE_MS);
  };
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  return { options, searching, rounds, search, setOptions };
}

/**
 * The side panel of a cost line (spec §2, §4): New (-1), Clone (-2) or Edit. Save stays
 * disabled until supplier, product, pricing type and formula are filled.
 */
export const LineDrawer = observer(function LineDrawer(props: LineDrawerProps) {
  const { line, mode, suppliers, pricingTypes, preview, onSave, onClose } = props;
  const client = props.client ?? api;
  const [value, setValue] = useState<CostLine>(line ?? BLANK_LINE);
  const [chosen, setChosen] = useState<SupplierProductOption | null>(
    line ? optionOfLine(line) : null,
  );
  const [presetWarning, setPresetWarning] = useState<{ warning: string; hint: string } | null>(
    null,
  );
  const { options, searching, rounds, search, setOptions } = useProductSearch(
    client,
    value.supplier_id,
  );
  const roundsAtOpen = useRef(0);

  useEffect(() => {
    setValue(line ?? BLANK_LINE);
    setChosen(line ? optionOfLine(line) : null);
    setPresetWarning(null);
    setOptions([]);
    roundsAtOpen.current = rounds;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- counted once per opened line
  }, [line, setOptions]);

  // Loads the current product's default formulas (and a first page of products) on open.
  useEffect(() => {
    if (!line || !line.supplier_id) return;
    search('');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opened line
  }, [line]);

  const update = (changes: Partial<CostLine>) =>
    setValue((current) => ({ ...current, ...changes }));
  const title =
    mode === COST_LINE_MODAL.new
      ? 'New cost line'
      : mode === COST_LINE_MODAL.clone
        ? 'Clone cost line'
        : 'Edit cost line';
  const productOptions = useMemo(() => {
    const list = [...options];
    if (
      chosen &&
      !list.some((option) => option.product_or_group_id === chosen.product_or_group_id)
    ) {
      list.unshift(chosen);
    }
    return list;
  }, [options, chosen]);
  const fullOption =
    options.find((option) => option.product_or_group_id === value.product_or_group_id) ?? chosen;
  // Presets 1-3 copy the product's defaults: wait for them rather than warn W014 too early.
  const awaitingDefaults =
    !!value.supplier_id &&
    !!value.product_or_group_id &&
    fullOption === chosen &&
    rounds === roundsAtOpen.current;

  const pickProduct = (key: string | undefined) => {
    const option =
      productOptions.find((candidate) => candidate.product_or_group_id === key) ?? null;
    setChosen(option);
    setPresetWarning(null);
    if (!option) {
      update({
        product_or_group_id: '',
        product_id: null,
        group_id: null,
        code: '',
        product_description: '',
      });
      return;
    }
    update({
      product_or_group_id: option.product_or_group_id,
      product_id: option.product_id,
      group_id: option.group_id,
      code: option.code,
      product_description: option.product_description,
      item_volume: option.item_volume,
      price: option.price,
      width: option.width,
      height: option.height,
      weight: option.weight,
      group_items: option.group_items,
      formula: value.formula || option.default_formula_1 || '',
    });
  };

  const applyPreset = (preset: keyof typeof FORMULA_PRESETS | 1 | 2 | 3) => {
    if (typeof preset !== 'number') {
      setPresetWarning(null);
      update({ formula: FORMULA_PRESETS[preset] });
      return;
    }
    const result = presetFormula(preset, fullOption);
    if (result.ok) {
      setPresetWarning(null);
      update({ formula: result.formula });
    } else setPresetWarning({ warning: result.warning, hint: result.hint });
  };

  const priced =
    preview && value.formula.trim() ? priceCosting({ ...preview, lines: [value] }).lines[0] : null;
  const complete = costLineComplete(value);
  const viewUrl =
    value.supplier_id && value.product_id
      ? `/suppliers/${value.supplier_id}/products/${value.product_id}`
      : null;

  return (
    <Drawer
      open={line !== null}
      onClose={onClose}
      title={title}
      destroyOnHidden
      size="large"
      footer={
        <Space>
          <Button
            type="primary"
            disabled={!complete}
            onClick={() => {
              const type = pricingTypes.find((candidate) => candidate.id === value.pricing_type_id);
              onSave({ ...value, pricing_type_short_name: type?.short_name ?? '' });
            }}
          >
            Save
          </Button>
          <Button onClick={onClose}>Cancel</Button>
        </Space>
      }
    >
      <Form layout="vertical">
        <Form.Item label="Supplier" required>
          <Select
            aria-label="Supplier"
            showSearch={{ optionFilterProp: 'label' }}
            value={value.supplier_id || undefined}
            options={suppliers.map((supplier) => ({ value: supplier.id, label: supplier.name }))}
            onChange={(supplierId: number) => {
              const supplier = suppliers.find((candidate) => candidate.id === supplierId);
              setChosen(null);
              setOptions([]);
              update({
                supplier_id: supplierId,
                supplier_name: supplier?.name ?? '',
                product_or_group_id: '',
                product_id: null,
                group_id: null,
              });
            }}
          />
        </Form.Item>
        <Form.Item label="Product" required>
          <Space.Compact style={{ width: '100%' }}>
            <Select
              aria-label="Product"
              showSearch={{ filterOption: false, onSearch: search }}
              allowClear
              disabled={!value.supplier_id}
              loading={searching}
              value={value.product_or_group_id || undefined}
              notFoundContent={searching ? 'Searching…' : NO_OPTIONS_TEXT}
              onFocus={() => options.length === 0 && search('')}
              options={productOptions.map((option) => ({
                value: option.product_or_group_id,
                label: `${option.code} – ${option.product_description}${option.group_id ? ' (group)' : ''}`,
              }))}
              onChange={pickProduct}
              style={{ flex: 1 }}
            />
            <Button
              disabled={!viewUrl}
              onClick={() => viewUrl && window.open(viewUrl, '_blank', 'noopener')}
            >
              View
            </Button>
          </Space.Compact>
        </Form.Item>
        <Form.Item label="Pricing type" required>
          <Select
            aria-label="Pricing type"
            value={value.pricing_type_id || undefined}
            options={pricingTypes.map((type) => ({ value: type.id, label: type.name }))}
            onChange={(id: PricingTypeId) => update({ pricing_type_id: id })}
          />
        </Form.Item>
        <Form.Item
          label="Quantity formula"
          required
          extra="Placeholders: {height}, {width}, {mesh_height}, {mesh_width}; functions ceil, floor, round, min, max, abs."
        >
          <Input
            aria-label="Quantity formula"
            value={value.formula}
            onChange={(event) => update({ formula: event.target.value })}
          />
          <Space wrap style={{ marginTop: 8 }}>
            <Typography.Text type="secondary">Presets:</Typography.Text>
            <Button size="small" onClick={() => applyPreset('Area')}>
              Area
            </Button>
            <Button size="small" onClick={() => applyPreset('Perimeter')}>
              Perimeter
            </Button>
            {([1, 2, 3] as const).map((preset) => (
              <Button
                key={preset}
                size="small"
                disabled={awaitingDefaults}
                title={awaitingDefaults ? 'Loading the product’s default formulas…' : undefined}
                onClick={() => applyPreset(preset)}
              >
                {preset}
              </Button>
            ))}
          </Space>
        </Form.Item>
        {presetWarning ? (
          <Alert
            type="warning"
            showIcon
            title={presetWarning.warning}
            description={presetWarning.hint}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        <Space size="large">
          <Form.Item label="Buffer %">
            <InputNumber
              aria-label="Buffer %"
              min={0}
              max={100}
              value={percentValue(value.buffer_pct)}
              onChange={(next) => update({ buffer_pct: decimalText(next) })}
            />
          </Form.Item>
          <Form.Item label="Rounding %">
            <InputNumber
              aria-label="Rounding %"
              min={0}
              max={100}
              value={percentValue(value.rounding_pct)}
              onChange={(next) => update({ rounding_pct: decimalText(next) })}
            />
          </Form.Item>
        </Space>
        {priced ? (
          <Alert
            type={priced.quantity === 'INVALID' || priced.sizing !== 'ok' ? 'error' : 'info'}
            title={
              priced.quantity === 'INVALID'
                ? `Quantity INVALID: ${priced.quantityError}`
                : priced.sizing !== 'ok'
                  ? priced.sizing
                  : `At the test size: quantity ${priced.quantity}, cost ${money(priced.cost)} ex GST`
            }
          />
        ) : null}
      </Form>
    </Drawer>
  );
});
