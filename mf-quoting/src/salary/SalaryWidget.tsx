import {
  Alert,
  Button,
  Card,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Result,
  Select,
  Skeleton,
  Slider,
  Space,
  Table,
  Typography,
} from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { type ApiClient, fillRoute, readWidgetInput, type WidgetProps } from '@platform/shared';
import { SALARY_TYPE, type SalaryTypeId } from '@platform/shared/contracts';
import { SALARY_SLIDER_STEP, salaryFieldsForRoles } from '@platform/shared/pricing';
import { money } from '../costing/money';
import { SalaryStore, type SalaryDraft } from './SalaryStore';

type MoneyField = 'sales_base' | 'measurer_base' | 'allowance';

/** A slider in steps of 1000 between the organisation's bounds, with an exact input beside it. */
function SalarySlider(props: {
  label: string;
  value: string;
  min: string;
  max: string;
  onChange: (value: string) => void;
}) {
  const { label, value, onChange } = props;
  const min = Number(props.min);
  const max = Math.max(Number(props.max), min);
  const number = Number(value);
  return (
    <Form.Item label={label}>
      <Space style={{ width: '100%' }} wrap>
        <Slider
          aria-label={`${label} slider`}
          style={{ width: 280 }}
          min={min}
          max={max}
          step={SALARY_SLIDER_STEP}
          value={Number.isFinite(number) ? number : min}
          onChange={(next: number) => onChange(String(next))}
          tooltip={{ formatter: (next) => money(String(next ?? 0)) }}
        />
        <InputNumber
          aria-label={label}
          min={min}
          max={max}
          step={SALARY_SLIDER_STEP}
          prefix="$"
          style={{ width: 150 }}
          value={Number.isFinite(number) ? number : null}
          onChange={(next) => onChange(String(next ?? min))}
        />
      </Space>
    </Form.Item>
  );
}

const BracketEditor = observer(function BracketEditor({ store }: { store: SalaryStore }) {
  const rows = store.draft?.customCommissionTableData ?? [];
  const errors = store.bracketErrors;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {store.tableError ? <Alert type="error" showIcon title={store.tableError} /> : null}
      {store.tableMessage ? <Alert type="warning" showIcon title={store.tableMessage} /> : null}
      <Table
        size="small"
        pagination={false}
        aria-label="Commission brackets"
        rowKey="index"
        dataSource={rows.map((row, index) => ({ ...row, index }))}
        columns={[
          {
            title: 'Profit bracket',
            key: 'profit',
            render: (_, row) => (
              <Form.Item
                style={{ margin: 0 }}
                validateStatus={errors[row.index] ? 'error' : undefined}
                help={errors[row.index] ?? undefined}
              >
                <InputNumber
                  aria-label={`Profit bracket ${row.index + 1}`}
                  prefix="$"
                  style={{ width: 160 }}
                  value={Number(row.profit_bracket)}
                  onChange={(next) =>
                    store.setBracket(row.index, { profit_bracket: String(next ?? 0) })
                  }
                />
              </Form.Item>
            ),
          },
          {
            title: 'Commission %',
            key: 'commission',
            render: (_, row) => (
              <InputNumber
                aria-label={`Commission ${row.index + 1}`}
                min={0}
                max={100}
                suffix="%"
                value={Number(row.commission_pct)}
                onChange={(next) =>
                  store.setBracket(row.index, { commission_pct: String(next ?? 0) })
                }
              />
            ),
          },
          {
            title: '',
            key: 'actions',
            render: (_, row) => (
              <Space>
                <Button size="small" onClick={() => store.addBracket(row.index)}>
                  Add row below
                </Button>
                <Button size="small" danger onClick={() => store.removeBracket(row.index)}>
                  Remove
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {rows.length === 0 ? <Button onClick={() => store.addBracket(-1)}>Add bracket</Button> : null}
    </Space>
  );
});

/** The staff salary screen (spec §2, §3, §5): fields by role, sliders, commission schemes. */
export const SalaryScreen = observer(function SalaryScreen(props: {
  url: string;
  api?: ApiClient;
}) {
  const [store] = useState(() => new SalaryStore(props.url, props.api));
  useEffect(() => void store.load(), [store]);
  if (store.loading) return <Skeleton active />;
  if (!store.salary || !store.draft || !store.figures) {
    return (
      <Result
        status="warning"
        title="This salary could not be loaded."
        subTitle={store.loadError}
      />
    );
  }
  const { salary, draft, figures } = store;
  const roles = salaryFieldsForRoles(salary.user_role_ids);
  const set =
    <K extends keyof SalaryDraft>(field: K) =>
    (value: SalaryDraft[K]) =>
      store.set(field, value);
  const slider = (label: string, field: MoneyField, bound: 'base_salary' | 'allowance') => (
    <SalarySlider
      label={label}
      value={draft[field]}
      min={salary[`${bound}_min`]}
      max={salary[`${bound}_max`]}
      onChange={set(field)}
    />
  );
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%', maxWidth: 900 }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        Salary of {salary.name}
      </Typography.Title>
      <Card size="small">
        <Form layout="vertical">
          {roles.sales ? slider('Sales base', 'sales_base', 'base_salary') : null}
          {roles.measurer ? slider('Measurer base', 'measurer_base', 'base_salary') : null}
          {roles.measurer ? (
            <Form.Item
              label="Measurer fixed amount"
              extra="Paid per measure; not part of the yearly total."
            >
              <InputNumber
                aria-label="Measurer fixed amount"
                min={0}
                prefix="$"
                value={Number(draft.measurer_fixed_amt)}
                onChange={(next) => store.set('measurer_fixed_amt', String(next ?? 0))}
              />
            </Form.Item>
          ) : null}
          {!roles.sales && !roles.measurer ? (
            <Alert
              type="info"
              showIcon
              title="This person has neither the sales nor a measurer role, so no base salary applies."
              style={{ marginBottom: 16 }}
            />
          ) : null}
          {slider('Allowance', 'allowance', 'allowance')}
          <Form.Item label="Superannuation %">
            <InputNumber
              aria-label="Superannuation %"
              min={0}
              max={100}
              suffix="%"
              value={Number(draft.super_pct)}
              onChange={(next) => store.set('super_pct', String(next ?? 0))}
            />
          </Form.Item>
          {roles.sales ? (
            <>
              <Form.Item label="Salary type">
                <Select
                  aria-label="Salary type"
                  style={{ maxWidth: 320 }}
                  allowClear
                  value={draft.sales_salary_type_id ?? undefined}
                  options={store.salaryTypes.map((type) => ({ value: type.id, label: type.name }))}
                  onChange={(id?: SalaryTypeId) => store.set('sales_salary_type_id', id ?? null)}
                />
              </Form.Item>
              {draft.sales_salary_type_id === SALARY_TYPE.flat ? (
                <Form.Item label="Flat commission %">
                  <InputNumber
                    aria-label="Flat commission %"
                    min={0}
                    max={99}
                    precision={0}
                    maxLength={2}
                    suffix="%"
                    value={Number(draft.sales_flat_commission_pct)}
                    onChange={(next) => store.set('sales_flat_commission_pct', String(next ?? 0))}
                  />
                </Form.Item>
              ) : null}
              {draft.sales_salary_type_id === SALARY_TYPE.computed ? (
                <Table
                  size="small"
                  pagination={false}
                  aria-label="Computed commission table"
                  rowKey="profit_bracket"
                  dataSource={store.computedTable}
                  locale={{ emptyText: 'The organisation has no commission table settings.' }}
                  columns={[
                    {
                      title: 'Profit bracket',
                      dataIndex: 'profit_bracket',
                      render: (value: string) => money(value),
                    },
                    { title: 'Commission %', dataIndex: 'commission_pct' },
                  ]}
                />
              ) : null}
              {draft.sales_salary_type_id === SALARY_TYPE.custom ? (
                <BracketEditor store={store} />
              ) : null}
            </>
          ) : null}
          <Form.Item label="Note" style={{ marginTop: 16 }}>
            <Input.TextArea
              aria-label="Note"
              rows={3}
              maxLength={5000}
              value={draft.note}
              onChange={(event) => store.set('note', event.target.value)}
            />
          </Form.Item>
        </Form>
      </Card>
      <Descriptions bordered size="small" column={3}>
        <Descriptions.Item label="Superannuation">
          <span aria-label="Superannuation">{money(figures.superannuation)}</span>
        </Descriptions.Item>
        <Descriptions.Item label="Total">
          <span aria-label="Total">{money(figures.total)}</span>
        </Descriptions.Item>
        <Descriptions.Item label="Monthly">
          <span aria-label="Monthly">{money(figures.monthly)}</span>
        </Descriptions.Item>
      </Descriptions>
      <Button
        type="primary"
        loading={store.saving}
        disabled={!store.valid}
        onClick={() => void store.save()}
      >
        Save
      </Button>
    </Space>
  );
});

/** The `salary` widget: config url (default /staff/:user_id/salary), user_id from the route. */
export function SalaryWidget(props: WidgetProps) {
  const { settings, params } = readWidgetInput(props);
  const userId = settings.user_id ?? params.id;
  const template = typeof settings.url === 'string' ? settings.url : null;
  const url = template
    ? fillRoute(template, params)
    : userId
      ? `/staff/${String(userId)}/salary`
      : null;
  if (!url) return <Result status="warning" title="This salary page names no staff member." />;
  return <SalaryScreen key={url} url={url} />;
}
