import { Input, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { api, navigate, session, type ApiClient } from '@platform/shared';

export interface CostingListRow {
  key: string;
  cost_type: 'product' | 'accessory';
  id: number;
  child_id: number | null;
  name: string;
  application_name: string | null;
  path: string;
  retail_pricing_completed: boolean;
  wholesale_pricing_completed: boolean;
}

/** The costings of the organisation: each product × application and each accessory. */
export function CostingIndex({ client = api }: { client?: ApiClient }) {
  const [rows, setRows] = useState<CostingListRow[] | null>(null);
  const [filter, setFilter] = useState('');
  useEffect(() => {
    let live = true;
    client
      .get<CostingListRow[]>('/costing')
      .then(({ data }) => live && setRows(data))
      .catch(() => live && setRows([]));
    return () => {
      live = false;
    };
  }, [client]);
  const needle = filter.trim().toLowerCase();
  const shown = (rows ?? []).filter(
    (row) => !needle || `${row.name} ${row.application_name ?? ''}`.toLowerCase().includes(needle),
  );
  const done = (flag: boolean) => (flag ? <Tag color="success">Completed</Tag> : <Tag>Open</Tag>);
  return (
    <>
      <Input.Search
        aria-label="Search costings"
        placeholder="Search products, applications and accessories"
        allowClear
        style={{ maxWidth: 420, marginBottom: 12 }}
        onChange={(event) => setFilter(event.target.value)}
      />
      <Table<CostingListRow>
        size="small"
        loading={rows === null}
        rowKey="key"
        dataSource={shown}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: 'No results' }}
        columns={[
          {
            title: 'Costing',
            key: 'name',
            render: (_, row) => (
              <Typography.Link
                href={`${session.orgPrefix}${row.path}`}
                onClick={(event) => {
                  event.preventDefault();
                  navigate(`${session.orgPrefix}${row.path}`);
                }}
              >
                {row.name}
                {row.application_name ? ` – ${row.application_name}` : ''}
              </Typography.Link>
            ),
          },
          {
            title: 'Kind',
            key: 'kind',
            render: (_, row) => (row.cost_type === 'product' ? 'Product' : 'Accessory'),
          },
          {
            title: 'Retail pricing',
            key: 'retail',
            render: (_, row) => done(row.retail_pricing_completed),
          },
          {
            title: 'Wholesale pricing',
            key: 'wholesale',
            render: (_, row) => done(row.wholesale_pricing_completed),
          },
        ]}
      />
    </>
  );
}
