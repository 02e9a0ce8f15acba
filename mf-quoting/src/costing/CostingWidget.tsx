import { Result } from 'antd';
import { observer } from 'mobx-react-lite';
import {
  session,
  useLocation,
  fillRoute,
  readWidgetInput,
  type WidgetProps,
} from '@platform/shared';
import type { CostType } from '@platform/shared/contracts';
import { CostingIndex } from './CostingIndex';
import { CostingScreen } from './CostingScreen';

/**
 * The `costing` widget (config cost_type "product" | "accessory", clone_url). It reads and saves
 * at the current route's path (api_url in the config overrides it); without an id in the route
 * it lists the organisation's costings.
 */
export const CostingWidget = observer(function CostingWidget(props: WidgetProps) {
  const { settings, params } = readWidgetInput(props);
  const location = useLocation();
  const costType: CostType | null =
    settings.cost_type === 'product' || settings.cost_type === 'accessory'
      ? settings.cost_type
      : null;
  if (!params.id) return <CostingIndex />;
  if (!costType) {
    return (
      <Result
        status="warning"
        title="This costing page has no cost_type (product or accessory) configured."
      />
    );
  }
  const prefix = session.orgPrefix;
  const routePath = location.pathname.startsWith(prefix)
    ? location.pathname.slice(prefix.length)
    : location.pathname;
  const url =
    (typeof settings.api_url === 'string' ? fillRoute(settings.api_url, params) : null) ??
    routePath;
  const cloneUrl =
    typeof settings.clone_url === 'string' ? fillRoute(settings.clone_url, params) : null;
  return (
    <CostingScreen
      key={url}
      url={url}
      costType={costType}
      cloneUrl={cloneUrl}
      childId={params.child_id ? Number(params.child_id) : undefined}
      accessoryId={costType === 'accessory' ? Number(params.id) : undefined}
    />
  );
});
