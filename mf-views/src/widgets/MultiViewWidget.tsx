import type { WidgetProps } from '@platform/shared';
import { ConfigErrorNotice } from '../common/ConfigErrorNotice';
import { MultiView } from '../multiview/MultiView';
import { ViewRoot } from '../registry/ViewRoot';

const NO_PARAMS = {};

/**
 * `multi_view` for other areas (the shell's right sidebar): renders the multi-view whose id is
 * given as `multiViewId` (or `multi_view_id`), with optional `params`.
 */
export function MultiViewWidget(props: WidgetProps) {
  const id = Number(props.multiViewId ?? props.multi_view_id);
  const params = (props.params as Record<string, string> | undefined) ?? NO_PARAMS;
  if (!Number.isFinite(id) || id <= 0) {
    return <ConfigErrorNotice source="multi_view widget" message="no multiViewId given" />;
  }
  return (
    <ViewRoot>
      <MultiView multiViewId={id} params={params} />
    </ViewRoot>
  );
}

export default MultiViewWidget;
