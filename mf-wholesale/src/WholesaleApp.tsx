import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import {
  matchPath,
  navigate,
  session,
  useLocation,
  useSearchParams,
  type RemoteAppProps,
} from '@platform/shared';
import { OrderPage } from './order/OrderPage';
import { CustomerPage } from './portal/CustomerPage';

/** The management portal's page configuration: staff order call, read-only until edit-for-customer. */
export const MANAGEMENT_CONFIG = {
  api_url: '/wholesale/order/{id}/details',
  readonly: true,
} as const;

function orderIdOf(value: string): number | 'new' | null {
  if (value === 'new') return 'new';
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Root of mf-wholesale: /public/wholesale (customer page), /public/wholesale/:id/details (order
 * form; "new" creates an order) and /wholesale/order/:id (staff management portal).
 */
export const WholesaleApp = observer(function WholesaleApp(_props: RemoteAppProps) {
  const { pathname } = useLocation();
  const key = useSearchParams().get('key');
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const details = matchPath('/public/wholesale/:id/details', path);
  const detailsId = details ? orderIdOf(details.id) : null;
  // Signed-in staff (without a customer session) see an order through the management portal.
  const staffOnCustomerForm =
    typeof detailsId === 'number' && session.isLoggedIn && !session.wholesaleToken;

  useEffect(() => {
    if (staffOnCustomerForm) navigate(`/wholesale/order/${detailsId}`, { replace: true });
  }, [staffOnCustomerForm, detailsId]);

  if (matchPath('/public/wholesale', path)) return <CustomerPage linkKey={key} />;

  if (details) {
    if (detailsId === null || staffOnCustomerForm) return null;
    return <OrderPage key={`customer:${key}`} orderId={detailsId} linkKey={key} />;
  }

  const management = matchPath('/wholesale/order/:id', path);
  if (management) {
    const id = orderIdOf(management.id);
    return typeof id === 'number' ? (
      <OrderPage key={`staff:${id}`} orderId={id} linkKey={null} config={MANAGEMENT_CONFIG} />
    ) : null;
  }
  return null;
});
