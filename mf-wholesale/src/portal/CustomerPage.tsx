import { useCallback, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Flex, Result, Spin } from 'antd';
import { WrappingTabs } from '@platform/shared/ui';
import { bus, navigate, session } from '@platform/shared';
import { type WholesaleCustomer, type WholesaleDropdownOptions } from '@platform/shared/wholesale';
import { TEXTS } from '../domain/texts';
import { OrdersList } from '../orders/OrdersList';
import { AccessoryPricing } from '../pricing/AccessoryPricing';
import { ProductPricing } from '../pricing/ProductPricing';
import { loadDropdownOptions } from '../services/catalogueCache';
import { fingerprint } from '../services/otpMarkers';
import { wholesaleApi } from '../services/wholesaleApi';
import { OtpDialog } from './OtpDialog';
import { PortalFooter } from './PortalFooter';
import { Unauthorized } from './Unauthorized';

export interface CustomerPageProps {
  /** The link key of the query parameter `key`. */
  linkKey: string | null;
  /** The clock for the footer's copyright year (tests fix it). */
  now?: () => Date;
}

type Access = 'checking' | 'verify' | 'unauthorized' | 'ready';

/**
 * /public/wholesale?key=…: the wholesale customer's page. Staff signed in skip the code
 * dialog; a customer needs a session proven by a text-message code, checked against the link on
 * every visit (a failed check forgets the session and the dialog returns).
 */
export const CustomerPage = observer(function CustomerPage({ linkKey, now }: CustomerPageProps) {
  const staff = session.isLoggedIn;
  const [access, setAccess] = useState<Access>('checking');
  const [customer, setCustomer] = useState<WholesaleCustomer | null>(null);
  const [options, setOptions] = useState<WholesaleDropdownOptions | null>(null);
  const [optionsFailed, setOptionsFailed] = useState(false);

  const showUnauthorized = useCallback(() => setAccess('unauthorized'), []);

  useEffect(() => {
    if (!linkKey) {
      navigate('/login', { replace: true });
      return undefined;
    }
    if (staff) {
      setAccess('ready');
      return undefined;
    }
    const token = session.wholesaleToken;
    if (!token) {
      setAccess('verify');
      return undefined;
    }
    let active = true;
    wholesaleApi
      .validateLink(linkKey, token)
      .then((result) => {
        if (!active) return;
        session.setWholesaleSession({ token, customerId: result.customer.id });
        setCustomer(result.customer);
        setAccess('ready');
      })
      .catch(() => {
        if (!active) return;
        session.setWholesaleSession(null);
        setAccess('verify');
      });
    return () => {
      active = false;
    };
  }, [linkKey, staff]);

  useEffect(() => {
    if (access !== 'ready' || !linkKey) return undefined;
    let active = true;
    loadDropdownOptions(staff, fingerprint(linkKey))
      .then((loaded) => active && setOptions(loaded))
      .catch((error: unknown) => {
        // Spec §8: dropdown load failures are logged only; the pricing tabs say what is missing.
        console.error('Loading the wholesale dropdown data failed', error);
        if (active) setOptionsFailed(true);
      });
    return () => {
      active = false;
    };
  }, [access, linkKey, staff]);

  if (!linkKey) return null;
  if (access === 'checking') return <Spin fullscreen />;
  if (access === 'unauthorized') return <Unauthorized now={now} />;
  if (access === 'verify') {
    return (
      <OtpDialog
        linkKey={linkKey}
        onUnknownLink={showUnauthorized}
        onVerified={(token, verified) => {
          session.setWholesaleSession({ token, customerId: verified.id });
          bus.publish('wholesale/customer-verified', { customerId: verified.id });
          setCustomer(verified);
          setAccess('ready');
        }}
      />
    );
  }

  const pricingBody = (render: (loaded: WholesaleDropdownOptions) => React.ReactNode) =>
    options ? (
      render(options)
    ) : optionsFailed ? (
      <Result status="warning" title="Prices could not be loaded." />
    ) : (
      <Spin />
    );

  const signOut = async () => {
    // The server ends the session; the page forgets it either way and asks for a code again.
    await wholesaleApi.logout().catch(() => undefined);
    session.setWholesaleSession(null);
    setCustomer(null);
    setAccess('verify');
  };

  return (
    <div style={{ padding: 16 }}>
      {/* Beside the tabs, not in their bar: a tab list holds tabs only (axe: aria-required-children). */}
      {staff ? null : (
        <Flex justify="end">
          <Button onClick={() => void signOut()}>{TEXTS.signOut}</Button>
        </Flex>
      )}
      <WrappingTabs
        defaultActiveKey="orders"
        items={[
          {
            key: 'orders',
            label: TEXTS.tabs.orders,
            children: (
              <OrdersList
                mode={staff ? 'staff' : 'customer'}
                linkKey={linkKey}
                customer={customer}
              />
            ),
          },
          {
            key: 'product-pricing',
            label: TEXTS.tabs.productPricing,
            children: pricingBody((loaded) => (
              <ProductPricing options={loaded} customer={customer} staff={staff} />
            )),
          },
          {
            key: 'accessory-pricing',
            label: TEXTS.tabs.accessoryPricing,
            children: pricingBody((loaded) => (
              <AccessoryPricing options={loaded} customer={customer} staff={staff} />
            )),
          },
        ]}
      />
      <PortalFooter now={now} />
    </div>
  );
});
