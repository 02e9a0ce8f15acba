import { useCallback, useEffect, useState } from 'react';
import { Button, Flex, Table, Tag, Typography, type TableProps } from 'antd';
import { bus, navigate, notify, session } from '@platform/shared';
import {
  WHOLESALE_LIMITS,
  ORDER_STATUS,
  type OrdersPagination,
  type WholesaleOrderRow,
} from '@platform/shared/wholesale';
import { formatMoney, formatOrderDate } from '../domain/format';
import { emptyItem } from '../domain/items';
import { emptyDetails } from '../domain/payload';
import { TEXTS } from '../domain/texts';
import { newClientRef } from '../services/localDraft';
import { wholesaleApi } from '../services/wholesaleApi';

export interface OrdersListProps {
  /** Staff see every order of their organisation and the total price; a customer only theirs. */
  mode: 'staff' | 'customer';
  /** The customer's link key (for their order links and for creating an order). */
  linkKey?: string | null;
  /** The verified customer, whose contact details a new order starts with. */
  customer?: { full_name: string; email: string; mobile: string } | null;
}

export const FIRST_PAGE: OrdersPagination = {
  page: 1,
  rowsPerPage: WHOLESALE_LIMITS.ordersPageSize,
  sortBy: 'id',
  descending: true,
};

/** Where a row leads: the management portal for staff, the order form for a customer. */
export function orderPath(
  mode: OrdersListProps['mode'],
  id: number,
  linkKey?: string | null,
): string {
  return mode === 'staff'
    ? `/wholesale/order/${id}`
    : `/public/wholesale/${id}/details?key=${encodeURIComponent(linkKey ?? '')}`;
}

function columns(staff: boolean): TableProps<WholesaleOrderRow>['columns'] {
  const list: NonNullable<TableProps<WholesaleOrderRow>['columns']> = [
    {
      title: 'ID',
      dataIndex: 'id',
      key: 'id',
      sorter: true,
      defaultSortOrder: 'descend',
      width: 90,
    },
    { title: 'Order Name', dataIndex: 'order_name', key: 'order_name', sorter: true },
    {
      title: 'Status',
      key: 'status',
      sorter: true,
      render: (_value, row) => (
        <Flex gap={8} align="center" wrap>
          <Tag color={row.status_color}>{row.status_name}</Tag>
          {row.order_status === ORDER_STATUS.SUBMITTED && !row.is_verified && (
            <Typography.Text type="danger">{TEXTS.list.verificationRequired}</Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: 'Verified',
      dataIndex: 'is_verified',
      key: 'is_verified',
      sorter: true,
      render: (value: boolean) => (value ? 'Yes' : 'No'),
    },
    {
      title: 'Ordered At',
      dataIndex: 'ordered_at',
      key: 'ordered_at',
      sorter: true,
      // Staff read times in their organisation's zone, as chat and the other pages show them.
      render: (value: string | null) => formatOrderDate(value, session.user?.timezone ?? undefined),
    },
  ];
  if (staff) {
    list.push({
      title: 'Total Price',
      dataIndex: 'total_price',
      key: 'total_price',
      sorter: true,
      align: 'right',
      render: (value: number | null) => (value === null ? '' : formatMoney(value)),
    });
  }
  return list;
}

/**
 * The orders table (title Orders): 20 a page, newest first, server-side paging and sorting.
 * Creating an order makes a draft and opens it.
 */
export function OrdersList({ mode, linkKey, customer }: OrdersListProps) {
  const staff = mode === 'staff';
  const [pagination, setPagination] = useState<OrdersPagination>(FIRST_PAGE);
  const [rows, setRows] = useState<WholesaleOrderRow[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [creating, setCreating] = useState(false);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const result = await wholesaleApi.orders(staff, pagination);
      setRows(result.rows);
      setTotal(result.paging?.total_records ?? result.rows.length);
    } catch (error) {
      // Spec §8: an order list load failure is logged and the list stops loading.
      console.error('Loading the wholesale orders failed', error);
    } finally {
      setLoading(false);
    }
  }, [staff, pagination]);

  useEffect(() => {
    void load();
    const subscription = bus.subscribe('wholesale/order-changed', () => void load());
    return () => subscription.unsubscribe();
  }, [load]);

  const create = async () => {
    if (!linkKey) return;
    setCreating(true);
    try {
      const details = emptyDetails(customer ?? undefined);
      const items = [emptyItem(1)];
      const result = await wholesaleApi.createOrder({
        key: linkKey,
        details,
        order_data: JSON.stringify({ details, items: [] }),
        order_raw_data: JSON.stringify({ details, items }),
        diagram_image: null,
        status_id: ORDER_STATUS.DRAFT,
        client_ref: newClientRef(),
      });
      if (!result?.id) {
        notify.error(TEXTS.list.failedToCreate);
        return;
      }
      navigate(orderPath('customer', result.id, linkKey));
    } catch {
      notify.error(TEXTS.list.errorCreating);
    } finally {
      setCreating(false);
    }
  };

  const onChange: TableProps<WholesaleOrderRow>['onChange'] = (page, _filters, sorter) => {
    const sort = Array.isArray(sorter) ? sorter[0] : sorter;
    const sortBy = sort?.order ? String(sort.columnKey ?? 'id') : 'id';
    setPagination({
      page: page.current ?? 1,
      rowsPerPage: page.pageSize ?? WHOLESALE_LIMITS.ordersPageSize,
      sortBy,
      descending: sort?.order ? sort.order === 'descend' : true,
    });
  };

  return (
    <section aria-label={TEXTS.list.title}>
      <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {TEXTS.list.title}
        </Typography.Title>
        {!staff && linkKey && (
          <Button type="primary" loading={creating} onClick={() => void create()}>
            {TEXTS.list.create}
          </Button>
        )}
      </Flex>
      <Table<WholesaleOrderRow>
        rowKey="id"
        size="middle"
        loading={loading}
        dataSource={rows}
        columns={columns(staff)}
        // antd writes its empty text in the disabled grey (1.8:1); secondary text reads (6.2:1).
        locale={{
          emptyText: <Typography.Text type="secondary">{TEXTS.empty.results}</Typography.Text>,
        }}
        onChange={onChange}
        pagination={{
          current: pagination.page,
          pageSize: pagination.rowsPerPage,
          total,
          showSizeChanger: false,
        }}
        onRow={(row) => ({
          onClick: () => navigate(orderPath(mode, row.id, linkKey)),
          style: { cursor: 'pointer' },
        })}
      />
    </section>
  );
}
