import { Col, Empty, Row } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { session } from '@platform/shared';
import { useDisposable } from '../common/useDisposable';
import { ViewSkeleton } from '../page/ViewSkeleton';
import type { SkeletonKind } from '../page/skeleton';
import { useItemRenderer } from '../registry/itemRenderer';
import type { ViewParams } from '../registry/types';
import { itemSpan, layoutRows, orderItems } from './layout';
import { MultiViewStore } from './MultiViewStore';
import { ViewScope } from './ViewScope';

export interface MultiViewProps {
  multiViewId: number;
  params: ViewParams;
  tabParameter?: string;
  hideItemHeaders?: boolean;
  /** Set when shown in a modal. */
  closeModal?: () => void;
  /** Loading placeholder style (list or form). */
  skeleton?: SkeletonKind;
}

/** A multi-view: its items on rows of 12 columns, filtered by role and ordered by priority. */
export const MultiView = observer(function MultiView(props: MultiViewProps) {
  const {
    multiViewId,
    params,
    tabParameter,
    hideItemHeaders,
    closeModal,
    skeleton = 'form',
  } = props;
  const ViewItem = useItemRenderer();
  const store = useDisposable(() => new MultiViewStore(multiViewId), [multiViewId]);
  const scope = useMemo(
    () => new ViewScope({ params, tabParameter, hideItemHeaders, closeModal }),
    [params, tabParameter, hideItemHeaders, closeModal],
  );
  useEffect(() => {
    void store.load();
  }, [store]);

  const viewer = { roleIds: session.roleIds, staffRoleId: session.user?.staff_role_id ?? null };
  if (!store.definition) {
    if (store.failed) return <Empty description="No data available" />;
    return <ViewSkeleton kind={skeleton} />;
  }
  const rows = layoutRows(orderItems(store.definition.data, viewer));
  return (
    <div data-multi-view={multiViewId}>
      {rows.map((row) => (
        <Row
          key={row.map((item) => item.id).join('-')}
          gutter={[16, 16]}
          style={{ marginBottom: 16 }}
        >
          {row.map((item) => (
            <Col
              key={item.id}
              xs={24}
              md={itemSpan(item.size) * 2}
              data-item-type={item.item_type_name}
            >
              <ViewItem item={item} params={params} scope={scope} />
            </Col>
          ))}
        </Row>
      ))}
    </div>
  );
});
