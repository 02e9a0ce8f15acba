import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { App, Button, Flex } from 'antd';
import { confirmAsync } from '@platform/shared/ui';
import type { OrderAction } from '../domain/status';
import type { OrderStore } from './OrderStore';
import { ACTION_HANDLERS, ACTION_LABELS, type WorkflowUi } from './orderWorkflow';

export interface OrderActionsBarProps {
  store: OrderStore;
}

const PRIMARY = new Set<OrderAction>(['submit', 'approve', 'sendEdit', 'accept']);
const DANGER = new Set<OrderAction>(['deleteDraft', 'void', 'cancelOrder']);

/** The buttons the order's status, the viewer and the mode allow (spec §4). */
export const OrderActionsBar = observer(function OrderActionsBar({ store }: OrderActionsBarProps) {
  const { modal } = App.useApp();
  const [busy, setBusy] = useState<OrderAction | null>(null);
  if (store.loadState !== 'ready' && store.loadState !== 'offline') return null;

  const ui: WorkflowUi = {
    confirm: (request) =>
      confirmAsync(
        {
          title: request.title,
          okText: request.okText,
          cancelText: request.cancelText,
          danger: request.danger,
        },
        modal,
      ),
  };

  const run = async (action: OrderAction) => {
    setBusy(action);
    try {
      await ACTION_HANDLERS[action](store, ui);
    } catch {
      // A handler that fails (approve) has logged it and told the user; the page stays as it was.
    } finally {
      setBusy(null);
    }
  };

  return (
    <Flex gap={8} wrap>
      {store.actions.map((action) => (
        <Button
          key={action}
          type={PRIMARY.has(action) ? 'primary' : 'default'}
          danger={DANGER.has(action)}
          loading={busy === action}
          disabled={busy !== null && busy !== action}
          onClick={() => void run(action)}
        >
          {ACTION_LABELS[action]}
        </Button>
      ))}
    </Flex>
  );
});
