import type { WidgetProps } from '@platform/shared';
import { DefaultCalendarCard } from '../profile/DefaultCalendarCard';

/** The default calendar chooser, for pages assembled by the view framework. */
export default function DefaultCalendarWidget(_props: WidgetProps) {
  return <DefaultCalendarCard />;
}
