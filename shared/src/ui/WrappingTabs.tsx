import { Tabs, type TabsProps } from 'antd';
import './wrappingTabs.css';

/** The class that makes a tab bar wrap on a phone (wrappingTabs.css). */
export const WRAPPING_TABS_CLASS = 'wrapping-tabs';

/**
 * antd's Tabs whose bar, on a phone, wraps every tab onto further rows instead of hiding some
 * behind a "more" menu (ADR 192): the views area's record tabs and the wholesale portal's.
 */
export function WrappingTabs({ className, ...props }: TabsProps) {
  return (
    <Tabs
      {...props}
      className={className ? `${WRAPPING_TABS_CLASS} ${className}` : WRAPPING_TABS_CLASS}
    />
  );
}
