import {
  Alert,
  Button,
  Card,
  Dropdown,
  InputNumber,
  Progress,
  Select,
  Skeleton,
  Space,
  Table,
  Typography,
} from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import {
  fillRoute,
  formatCurrency,
  MESH_PACKING,
  readWidgetInput,
  SORT_STRATEGIES,
  type WidgetProps,
} from '@platform/shared';
import type { MeshRow, PackRequest, SortStrategy } from '@platform/shared/contracts';
import { FetchError } from '../common/FetchError';

/** The budgets "Search longer" offers, in seconds (the pack request's `searchSeconds`). */
const PACKING_SEARCH_SECONDS = [2, 10, 60] as const satisfies readonly NonNullable<
  PackRequest['searchSeconds']
>[];
import { BinCanvas } from './BinCanvas';
import { MeshStore } from './MeshStore';
import { UNFIT_HEADING } from './meshItems';

const COLUMNS = [
  { title: 'Item', dataIndex: 'item_number' },
  { title: 'Panel', dataIndex: 'panel_id' },
  { title: 'Height', dataIndex: 'height' },
  { title: 'Width', dataIndex: 'width' },
  { title: 'Mesh size', dataIndex: 'mesh_size' },
];

/**
 * A sheet's price, a decimal string of whole cents (numeric(12, 2)), as the kernel formats money:
 * thousands grouped, and rounded half up on the decimal, never by a binary float's toFixed.
 */
const money = (price: string) => formatCurrency(Number(price));

const Results = observer(function Results({ store }: { store: MeshStore }) {
  if (!store.results || !store.showResults) return null;
  const groups = Object.entries(store.results);
  return (
    <div className="fab-mesh-results">
      {groups.map(([meshSize, group]) => (
        <section key={meshSize}>
          <Typography.Title level={5}>{meshSize}</Typography.Title>
          <Space wrap align="start">
            {group.packingResults.map((result, index) => {
              const title = `${result.bin.name} – waste ${result.wastePercentage}% – ${money(result.bin.price)}`;
              return (
                <Card key={index} size="small" title={title}>
                  <BinCanvas result={result} title={`${meshSize} sheet ${index + 1}: ${title}`} />
                  <Typography.Text type="secondary">
                    Net waste {result.netWastePercentage}% after {result.reusableOffcuts.length}{' '}
                    reusable offcut{result.reusableOffcuts.length === 1 ? '' : 's'}
                  </Typography.Text>
                </Card>
              );
            })}
          </Space>
        </section>
      ))}
      {store.unfit.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={UNFIT_HEADING}
          description={
            <ul>
              {store.unfit.map((item, index) => (
                <li key={index}>
                  Item {item.itemNumber}, panel {item.panelId}: {item.height} × {item.width} mm
                </li>
              ))}
            </ul>
          }
        />
      )}
    </div>
  );
});

const Schedule = observer(function Schedule({ store }: { store: MeshStore }) {
  useEffect(() => {
    void store.load();
  }, [store]);
  if (store.loading) return <Skeleton active />;
  if (store.error) return <FetchError message={store.error} />;
  const withNotes = store.rows.map((row, index) => ({ ...row, key: index }));
  return (
    <div className="fab-mesh">
      <Table<MeshRow & { key: number }>
        size="small"
        pagination={false}
        columns={COLUMNS}
        dataSource={withNotes}
        locale={{ emptyText: 'No panels found' }}
        expandable={{
          expandedRowRender: (row) => (
            <Typography.Text type="secondary">{row.notes}</Typography.Text>
          ),
          rowExpandable: (row) => !!row.notes,
          expandedRowKeys: withNotes.filter((row) => row.notes).map((row) => row.key),
          showExpandColumn: false,
        }}
      />
      {store.canSuggest && (
        <Space wrap style={{ margin: '12px 0' }}>
          <label>
            Maximum Waste %{' '}
            <InputNumber
              aria-label="Maximum Waste %"
              min={0}
              max={MESH_PACKING.maxWasteLimit}
              value={store.maxWaste}
              onChange={(value) => store.setMaxWaste(value)}
            />
          </label>
          <label>
            Sort Strategy{' '}
            <Select<SortStrategy>
              aria-label="Sort Strategy"
              style={{ width: 160 }}
              value={store.sortStrategy}
              onChange={(value) => store.setSortStrategy(value)}
              options={Object.entries(SORT_STRATEGIES).map(([value, label]) => ({
                value: value as SortStrategy,
                label,
              }))}
            />
          </label>
          <Button type="primary" loading={store.packing} onClick={() => void store.suggestCuts()}>
            Get Suggested Cuts
          </Button>
          <Dropdown
            disabled={store.packing}
            menu={{
              items: PACKING_SEARCH_SECONDS.map((seconds) => ({
                key: String(seconds),
                label: `${seconds} seconds`,
              })),
              onClick: ({ key }) =>
                void store.suggestCuts(Number(key) as (typeof PACKING_SEARCH_SECONDS)[number]),
            }}
          >
            <Button disabled={store.packing}>Search longer</Button>
          </Dropdown>
          {store.results && (
            <Button onClick={store.toggleResults}>
              {store.showResults ? 'Hide Results' : 'Show Results'}
            </Button>
          )}
        </Space>
      )}
      {store.job && (
        <Space style={{ display: 'flex', marginBottom: 12 }} align="center">
          <Progress
            aria-label="Packing progress"
            style={{ width: 320 }}
            percent={store.jobPercent ?? 0}
            status="active"
          />
          <Typography.Text type="secondary">
            {store.job.search_seconds
              ? `Searching for ${store.job.search_seconds} seconds…`
              : 'Packing…'}
          </Typography.Text>
          <Button onClick={() => void store.cancelJob()}>Cancel</Button>
        </Space>
      )}
      {store.jobError && <Alert type="error" showIcon title={store.jobError} />}
      {store.canSuggest && <Results store={store} />}
    </div>
  );
});

/** `mesh_schedule`: a job's mesh pieces from `api_url`, and the suggested cuts for those allowed. */
export function MeshScheduleWidget(props: WidgetProps) {
  const { settings, params } = readWidgetInput(props);
  const url = typeof settings.api_url === 'string' ? fillRoute(settings.api_url, params) : null;
  const [store, setStore] = useState<MeshStore | null>(null);
  useEffect(() => setStore(url ? new MeshStore(url) : null), [url]);
  if (!url)
    return <Alert type="warning" showIcon title="This mesh schedule has no api_url configured." />;
  return store ? <Schedule store={store} /> : <Skeleton active />;
}
