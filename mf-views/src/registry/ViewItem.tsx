import { Alert, Card, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { errorDetail, errorText, session } from '@platform/shared';
import { ExternalWidget } from './ExternalWidget';
import { ItemErrorBoundary } from './ItemErrorBoundary';
import { LazyWidgetItem } from './LazyWidgetItem';
import { BUILTIN_RENDERERS, isBuiltinType } from './registry';
import type { ViewItemProps } from './types';
import { isLazyWidgetType } from '../widgets/table';

/**
 * One multi-view item, rendered by the registry: a built-in type, a lazily loaded widget of
 * this remote (widgets/table.ts), else a widget of another remote. An item without a view id shows E034 in debug mode and nothing otherwise.
 */
export const ViewItem = observer(function ViewItem(props: ViewItemProps) {
  const { item, params, scope } = props;
  const debug = session.debugMode;
  if (item.view_id === null) {
    if (!debug) return null;
    return (
      <Alert
        type="warning"
        showIcon
        title={`${errorText('E034')} (E034)`}
        description={`${errorDetail('E034')} Item ${item.id} '${item.name}' (${item.item_type_name}).`}
      />
    );
  }
  const type = item.item_type_name;
  const body = isBuiltinType(type) ? (
    (() => {
      const Renderer = BUILTIN_RENDERERS[type];
      return <Renderer item={item} params={params} scope={scope} />;
    })()
  ) : isLazyWidgetType(type) ? (
    <LazyWidgetItem item={item} params={params} scope={scope} />
  ) : (
    <ExternalWidget
      type={type}
      source={`multi-view item ${item.id}`}
      widgetProps={{ item, params, data: item.data, config: item.config, recordId: scope.recordId }}
    />
  );
  const showHeader = item.config.show_header && !scope.hideItemHeaders;
  const content = (
    <ItemErrorBoundary source={`multi-view item ${item.id} (${type})`}>
      {debug ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          #{item.id} view {item.view_id} · {type}
        </Typography.Text>
      ) : null}
      {body}
    </ItemErrorBoundary>
  );
  if (!showHeader) return <section aria-label={item.name || type}>{content}</section>;
  return (
    <Card size="small" title={item.name} aria-label={item.name}>
      {content}
    </Card>
  );
});
