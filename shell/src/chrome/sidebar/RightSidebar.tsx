import { useEffect, useState } from 'react';
import { Button, Drawer } from 'antd';
import { bus, RemoteWidget } from '@platform/shared';

/**
 * The right sidebar: `sidebar/open` { multiViewId } shows that multi-view (rendered by mf-views'
 * `multi_view` widget) until Close or `sidebar/close`.
 */
export function RightSidebar() {
  const [multiViewId, setMultiViewId] = useState<number | null>(null);

  useEffect(() => {
    const subscriptions = [
      bus.subscribe('sidebar/open', (event) => setMultiViewId(event.multiViewId)),
      bus.subscribe('sidebar/close', () => setMultiViewId(null)),
      bus.subscribe('session/changed', ({ userId }) => {
        if (userId === null) setMultiViewId(null);
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, []);

  return (
    <Drawer
      open={multiViewId !== null}
      placement="right"
      size="min(720px, 100vw)"
      onClose={() => setMultiViewId(null)}
      closable={false}
      destroyOnHidden
      extra={<Button onClick={() => setMultiViewId(null)}>Close</Button>}
      data-testid="right-sidebar"
    >
      {multiViewId !== null ? (
        <RemoteWidget
          key={multiViewId}
          remote="mf_views"
          widget="multi_view"
          widgetProps={{ multiViewId }}
        />
      ) : null}
    </Drawer>
  );
}
