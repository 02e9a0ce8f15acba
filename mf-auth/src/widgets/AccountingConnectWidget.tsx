import type { WidgetProps } from '@platform/shared';
import { AccountingConnect } from '../accounting/AccountingConnect';

/** `accounting_connect`: the organisation's accounting connect/disconnect button. */
export default function AccountingConnectWidget(_props: WidgetProps) {
  return <AccountingConnect />;
}
