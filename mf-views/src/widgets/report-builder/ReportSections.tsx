import type { ReactNode } from 'react';
import { Button, Card, Checkbox, Input, Space } from 'antd';
import type {
  ReportComparator,
  ReportFieldType,
  ReportFilterValue,
  ReportModulesResponse,
} from '@platform/shared';
import {
  COMPARATOR_LABELS,
  DIRECTION_LABELS,
  defaultFilter,
  initialValue,
  takesNoValue,
  type BuilderState,
  type FilterRow,
  type ModuleGroup,
  type SortRow,
  reachableFields,
} from './reportModel';

/** The fields a report may show: its module's and its linked modules', by key. */
type Fields = ReturnType<typeof reachableFields>;

export const selectStyle = {
  minWidth: 180,
  height: 32,
  padding: '0 8px',
  borderRadius: 6,
  border: '1px solid #d9d9d9',
  background: '#fff',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card size="small" title={title} data-testid={`report-section-${title.toLowerCase()}`}>
      {children}
    </Card>
  );
}

/** A filter's or sort's field: every field not chosen by another row of the same section. */
function FieldSelect(props: {
  label: string;
  placeholder: string;
  row: FilterRow | SortRow;
  rows: Array<FilterRow | SortRow>;
  fields: Fields;
  onChange: (key: string) => void;
}) {
  const { row, fields } = props;
  const used = props.rows.map((other) => other.field);
  return (
    <select
      aria-label={props.label}
      style={selectStyle}
      value={row.field}
      onChange={(event) => props.onChange(event.target.value)}
    >
      <option value="">{props.placeholder}</option>
      {[...fields.entries()]
        .filter(([key]) => key === row.field || !used.includes(key))
        .map(([key, entry]) => (
          <option key={key} value={key}>
            {entry.label}
          </option>
        ))}
    </select>
  );
}

/** The value input of a filter row, following its field's type and its operator. */
function FilterValue({
  row,
  index,
  type,
  fields,
  onChange: change,
}: {
  row: FilterRow;
  index: number;
  type: ReportFieldType;
  fields: Fields;
  onChange: (value: ReportFilterValue) => void;
}) {
  if (!row.field || takesNoValue(row.comparator)) return null;
  const label = `Filter ${index + 1} value`;
  if (type === 'options') {
    const options = fields.get(row.field)?.field.options ?? [];
    return (
      <Checkbox.Group
        aria-label={label}
        options={options.map((option) => ({ label: option.label, value: option.value }))}
        value={Array.isArray(row.value) ? row.value : []}
        onChange={(values) => change(values as string[])}
      />
    );
  }
  const inputType = type === 'number' ? 'number' : type === 'date' ? 'date' : 'text';
  const parse = (text: string): string | number =>
    type === 'number' && text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text;
  if (row.comparator === 'between') {
    const span =
      row.value && typeof row.value === 'object' && !Array.isArray(row.value)
        ? row.value
        : { from: '', to: '' };
    return (
      <Space>
        <Input
          aria-label={`${label} from`}
          type={inputType}
          value={String(span.from ?? '')}
          onChange={(event) => change({ ...span, from: parse(event.target.value) })}
          style={{ width: 170 }}
        />
        <span>and</span>
        <Input
          aria-label={`${label} to`}
          type={inputType}
          value={String(span.to ?? '')}
          onChange={(event) => change({ ...span, to: parse(event.target.value) })}
          style={{ width: 170 }}
        />
      </Space>
    );
  }
  return (
    <Input
      aria-label={label}
      type={inputType}
      value={row.value === null || typeof row.value === 'object' ? '' : String(row.value)}
      onChange={(event) => change(parse(event.target.value))}
      style={{ width: 220 }}
    />
  );
}

/** Modules: the report's module and the fields of it and its linked modules. */
export function ModulesSection(props: {
  catalogue: ReportModulesResponse;
  state: BuilderState;
  groups: ModuleGroup[];
  chooseModule: (module: string) => void;
  toggleField: (key: string, checked: boolean) => void;
}) {
  const { catalogue, state, groups, chooseModule, toggleField } = props;
  return (
    <Section title="Modules">
      <Space orientation="vertical" style={{ width: '100%' }}>
        <label>
          Module{' '}
          <select
            aria-label="Module"
            style={selectStyle}
            value={state.module}
            onChange={(event) => chooseModule(event.target.value)}
          >
            <option value="">Choose a module…</option>
            {catalogue.modules.map((module) => (
              <option key={module.id} value={module.id}>
                {module.name}
              </option>
            ))}
          </select>
        </label>
        {groups.map((group) => (
          <div key={group.module.id} data-testid={`report-fields-${group.module.id}`}>
            <strong>
              {group.linkName ? `${group.linkName} (${group.module.name})` : group.module.name}
            </strong>
            <div>
              {group.module.fields.map((field) => (
                <Checkbox
                  key={field.field}
                  checked={state.fields.includes(field.field)}
                  onChange={(event) => toggleField(field.field, event.target.checked)}
                  aria-label={group.linkName ? `${group.linkName} › ${field.name}` : field.name}
                >
                  {field.name}
                </Checkbox>
              ))}
            </div>
          </div>
        ))}
      </Space>
    </Section>
  );
}

/** Filters: a row per filter, whose operators and value follow the field's type. */
export function FiltersSection(props: {
  state: BuilderState;
  fields: Fields;
  setFilter: (index: number, row: FilterRow) => void;
  removeFilter: (index: number) => void;
}) {
  const { state, fields, setFilter, removeFilter } = props;
  return (
    <Section title="Filters">
      {!state.module ? (
        <span>Choose a module first.</span>
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {state.filters.map((row, index) => {
            const type = fields.get(row.field)?.field.type ?? 'text';
            return (
              <Space key={index} wrap data-testid={`report-filter-${index}`}>
                <FieldSelect
                  label={`Filter ${index + 1} field`}
                  placeholder="Add a filter…"
                  row={row}
                  rows={state.filters}
                  fields={fields}
                  onChange={(key) => {
                    const field = fields.get(key)?.field;
                    setFilter(
                      index,
                      field ? defaultFilter(key, field.type) : { ...row, field: '' },
                    );
                  }}
                />
                {row.field && (
                  <select
                    aria-label={`Filter ${index + 1} operator`}
                    style={{ ...selectStyle, minWidth: 120 }}
                    value={row.comparator}
                    onChange={(event) => {
                      const comparator = event.target.value as ReportComparator;
                      const keep = (comparator === 'between') === (row.comparator === 'between');
                      setFilter(index, {
                        ...row,
                        comparator,
                        value: keep ? row.value : initialValue(type, comparator),
                      });
                    }}
                  >
                    {COMPARATOR_LABELS[type].map(([comparator, label]) => (
                      <option key={comparator} value={comparator}>
                        {label}
                      </option>
                    ))}
                  </select>
                )}
                <FilterValue
                  row={row}
                  index={index}
                  type={type}
                  fields={fields}
                  onChange={(value) => setFilter(index, { ...row, value })}
                />
                {row.field && (
                  <Button
                    aria-label={`Remove filter ${index + 1}`}
                    onClick={() => removeFilter(index)}
                  >
                    Remove
                  </Button>
                )}
              </Space>
            );
          })}
        </Space>
      )}
    </Section>
  );
}

/** Sorting: a row per sort field and its direction, worded for the field's type. */
export function SortingSection(props: {
  state: BuilderState;
  fields: Fields;
  setSort: (index: number, row: SortRow) => void;
  removeSort: (index: number) => void;
}) {
  const { state, fields, setSort, removeSort } = props;
  return (
    <Section title="Sorting">
      {!state.module ? (
        <span>Choose a module first.</span>
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {state.sorting.map((row, index) => {
            const type = fields.get(row.field)?.field.type ?? 'text';
            return (
              <Space key={index} wrap data-testid={`report-sort-${index}`}>
                <FieldSelect
                  label={`Sort ${index + 1} field`}
                  placeholder="Add a sort…"
                  row={row}
                  rows={state.sorting}
                  fields={fields}
                  onChange={(key) => setSort(index, { field: key, comparator: 'asc' })}
                />
                {row.field && (
                  <select
                    aria-label={`Sort ${index + 1} direction`}
                    style={selectStyle}
                    value={row.comparator}
                    onChange={(event) =>
                      setSort(index, { ...row, comparator: event.target.value as 'asc' | 'desc' })
                    }
                  >
                    <option value="asc">{DIRECTION_LABELS[type].asc}</option>
                    <option value="desc">{DIRECTION_LABELS[type].desc}</option>
                  </select>
                )}
                {row.field && (
                  <Button aria-label={`Remove sort ${index + 1}`} onClick={() => removeSort(index)}>
                    Remove
                  </Button>
                )}
              </Space>
            );
          })}
        </Space>
      )}
    </Section>
  );
}
