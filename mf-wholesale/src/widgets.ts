import type { WidgetMap } from '@platform/shared';

/** Widgets this remote lends to other areas (looked up by the view framework's registry). */
const widgets: WidgetMap = {
  wholesale_orders: () => import('./OrdersWidget'),
};

export default widgets;
