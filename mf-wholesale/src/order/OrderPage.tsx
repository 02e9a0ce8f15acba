import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Button, Card, Flex, Input, Result, Spin, Tag, Typography } from 'antd';
import { navigate } from '@platform/shared';
import { ORDER_STATUS, isAcceptedStatus } from '@platform/shared/wholesale';
import { formatMoney } from '../domain/format';
import { TEXTS } from '../domain/texts';
import { ItemSheet } from '../sheet/ItemSheet';
import { Field } from '../sheet/Field';
import { DraftIndicator } from './DraftIndicator';
import { OrderActionsBar } from './OrderActionsBar';
import { JobLink } from './JobLink';
import { OrderDetailsBlock } from './OrderDetailsBlock';
import { OrderStore, type OrderPageConfig } from './OrderStore';
import { VerificationBlock } from './VerificationBlock';

export interface OrderPageProps {
  orderId: number | 'new';
  linkKey: string | null;
  /** Present in the management portal (api_url and readonly). */
  config?: OrderPageConfig;
}

function useOrderStore({ orderId, linkKey, config }: OrderPageProps): OrderStore {
  const [store, setStore] = useState(() => new OrderStore({ orderId, linkKey, config, navigate }));
  // A new order that got its id keeps its store; any other id is another order.
  if (store.orderId !== orderId) {
    const next = new OrderStore({ orderId, linkKey, config, navigate });
    setStore(next);
    return next;
  }
  return store;
}

/**
 * The wholesale order form: /public/wholesale/{id}/details for the customer (id "new" starts an
 * order) and /wholesale/order/{id} for staff (the management portal).
 */
export const OrderPage = observer(function OrderPage(props: OrderPageProps) {
  const store = useOrderStore(props);

  useEffect(() => {
    void store.load();
    const keep = () => store.persistNow();
    const online = () => store.saver?.online();
    window.addEventListener('pagehide', keep);
    window.addEventListener('beforeunload', keep);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('pagehide', keep);
      window.removeEventListener('beforeunload', keep);
      window.removeEventListener('online', online);
      store.dispose();
    };
  }, [store]);

  const back = () => {
    if (store.isManagementPortal) window.history.back();
    else navigate(store.portalPath);
  };
  const backButton = (
    <Button onClick={back} aria-label={TEXTS.form.back}>
      ← {TEXTS.form.back}
    </Button>
  );

  if (store.loadState === 'failed') {
    return (
      <Result
        status="warning"
        title="The order could not be loaded."
        extra={
          <Flex gap={8} justify="center">
            {backButton}
            <Button type="primary" onClick={() => void store.load()}>
              Retry
            </Button>
          </Flex>
        }
      />
    );
  }

  const loading = store.loadState === 'loading';
  const title = store.orderId === 'new' ? 'New Order' : `Order #${store.orderId}`;
  const unverified = store.statusId === ORDER_STATUS.SUBMITTED && !store.isVerified;
  return (
    <Spin spinning={loading} description={TEXTS.form.loading} size="large">
      <Flex vertical gap={16} style={{ padding: 16, minHeight: loading ? 320 : undefined }}>
        <Flex gap={12} align="center" wrap>
          {backButton}
          <Typography.Title level={4} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          {store.statusName && <Tag color={store.statusColor}>{store.statusName}</Tag>}
          {store.isStaff && store.isManagementPortal && store.jobId !== null && (
            <JobLink jobId={store.jobId} orderId={Number(store.orderId)} />
          )}
          {unverified && (
            <Typography.Text type="danger">{TEXTS.list.verificationRequired}</Typography.Text>
          )}
          <DraftIndicator store={store} />
          <span style={{ flex: 1 }} />
          <OrderActionsBar store={store} />
        </Flex>
        {store.statusId !== null && isAcceptedStatus(store.statusId) && (
          <Alert type="warning" showIcon title={TEXTS.form.accepted} />
        )}
        {store.loadState === 'offline' && (
          <Alert type="warning" showIcon title={TEXTS.form.saveFailed} />
        )}
        {store.isStaff && store.isManagementPortal && store.pricing?.total_price != null && (
          <Typography.Text strong>
            Total: {TEXTS.sheet.exGst(formatMoney(store.pricing.total_price))}
          </Typography.Text>
        )}
        {/* Remounted per status: a submit starts the order's code cooldown. */}
        <VerificationBlock key={`${store.orderId}:${store.statusId}`} store={store} />
        <OrderDetailsBlock store={store} />
        <ItemSheet store={store} />
        <Card size="small">
          <Field id="order-notes" label={TEXTS.form.orderNotes} width="100%">
            <Input.TextArea
              id="order-notes"
              value={store.details.order_notes}
              disabled={!store.editable}
              autoSize={{ minRows: 3, maxRows: 8 }}
              onChange={(event) => store.setDetail('order_notes', event.target.value)}
            />
          </Field>
        </Card>
        <Flex>{backButton}</Flex>
      </Flex>
    </Spin>
  );
});
