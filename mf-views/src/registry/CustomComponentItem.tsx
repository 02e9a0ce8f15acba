import { ConfigErrorNotice } from '../common/ConfigErrorNotice';
import { isRecord } from '../common/records';
import type { ViewItemProps } from './types';
import { ExternalWidget } from './ExternalWidget';

/** The 'custom_component' item: a component loaded by its configured name (and remote). */
export function CustomComponentItem(props: ViewItemProps) {
  const { item, params, scope } = props;
  const name = typeof item.data.component === 'string' ? item.data.component : '';
  if (!name)
    return (
      <ConfigErrorNotice
        source={`custom component ${item.id}`}
        message="no component name configured"
      />
    );
  const remote = typeof item.data.remote === 'string' ? [item.data.remote] : [];
  const extra = isRecord(item.data.props) ? item.data.props : {};
  return (
    <ExternalWidget
      type={name}
      preferred={remote}
      source={`custom component ${item.id}`}
      widgetProps={{ ...extra, item, params, recordId: scope.recordId }}
    />
  );
}
