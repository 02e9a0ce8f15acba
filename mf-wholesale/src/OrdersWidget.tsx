import type { WidgetProps } from '@platform/shared';
import { OrdersList } from './orders/OrdersList';

/**
 * The `wholesale_orders` widget: the staff orders list of the organisation, for a server route
 * shown through the view framework. Rows open the management portal.
 */
export default function OrdersWidget(_props: WidgetProps) {
  return <OrdersList mode="staff" />;
}
