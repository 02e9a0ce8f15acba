import type { WidgetMap } from '@platform/shared';

/** Widgets this remote lends to other areas (looked up by the view framework's registry). */
const widgets: WidgetMap = {
  accounting_connect: () => import('./widgets/AccountingConnectWidget'),
  default_calendar: () => import('./widgets/DefaultCalendarWidget'),
  profile_picture: () => import('./widgets/ProfilePictureWidget'),
};

export default widgets;
