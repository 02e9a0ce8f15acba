import { ConfigErrorNotice } from '../common/ConfigErrorNotice';
import type { ViewItemProps } from '../registry/types';
import { MultiView } from './MultiView';

/** The 'multi_view' item: another multi-view inside this one, with the same parameters. */
export function NestedMultiViewItem(props: ViewItemProps) {
  const { item, params, scope } = props;
  const id = Number(item.data.multi_view_id);
  if (!Number.isFinite(id) || id <= 0) {
    return (
      <ConfigErrorNotice
        source={`multi-view item ${item.id}`}
        message="no multi_view_id configured"
      />
    );
  }
  return (
    <MultiView
      multiViewId={id}
      params={params}
      tabParameter={scope.tabParameter}
      hideItemHeaders={scope.hideItemHeaders}
      closeModal={scope.closeModal}
    />
  );
}
