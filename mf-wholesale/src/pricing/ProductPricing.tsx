import { useEffect, useMemo, useReducer, useState } from 'react';
import { Empty, Flex, Select, Spin } from 'antd';
import {
  productDisplayName,
  type CommonSizePriceRow,
  type WholesaleCustomer,
  type WholesaleDropdownOptions,
} from '@platform/shared/wholesale';
import { TEXTS } from '../domain/texts';
import { wholesaleApi } from '../services/wholesaleApi';
import { Field } from '../sheet/Field';
import { AudienceSelectors } from './AudienceSelectors';
import { Disclaimer } from './Disclaimer';
import { priceGrid } from './priceGrid';
import { PriceTable } from './PriceTable';
import { EMPTY_SELECTION, changePricing } from './pricingSelection';

export interface ProductPricingProps {
  options: WholesaleDropdownOptions;
  /** The verified customer (null for staff). */
  customer: WholesaleCustomer | null;
  staff: boolean;
}

/** The Product Pricing tab: one common-size table per chosen application. */
export function ProductPricing({ options, customer, staff }: ProductPricingProps) {
  const [selection, change] = useReducer(changePricing, EMPTY_SELECTION);
  const [pricedIds, setPricedIds] = useState<number[]>([]);
  const [rows, setRows] = useState<CommonSizePriceRow[]>([]);
  const [loading, setLoading] = useState(false);
  const { productId, applicationIds, pricingGroupId } = selection;
  const group = staff ? pricingGroupId : (customer?.pricing_group_id ?? null);

  useEffect(() => {
    if (productId === null) return undefined;
    let active = true;
    wholesaleApi
      .pricedApplications(productId)
      .then((ids) => active && setPricedIds(ids))
      .catch((error: unknown) => console.error('Loading the priced applications failed', error));
    return () => {
      active = false;
    };
  }, [productId]);

  useEffect(() => {
    if (productId === null || applicationIds.length === 0) return undefined;
    let active = true;
    setLoading(true);
    wholesaleApi
      .productCommonSizes(productId, applicationIds, group)
      .then((loaded) => active && setRows(loaded))
      .catch((error: unknown) => console.error('Loading the common-size prices failed', error))
      .finally(() => active && setLoading(false));
    return () => {
      active = false;
    };
  }, [productId, applicationIds, group]);

  const applicationOptions = useMemo(
    () =>
      options.applications
        .filter((application) => pricedIds.includes(application.id))
        .map((application) => ({ value: application.id, label: application.name })),
    [options.applications, pricedIds],
  );
  const excluded = options.colours
    .filter((colour) => colour.is_excluded)
    .map((colour) => colour.name);
  const shown = productId === null ? [] : applicationIds;

  return (
    <Flex vertical gap={16}>
      {staff && (
        <AudienceSelectors
          selection={selection}
          customers={options.customers}
          groups={options.customerPricingGroups}
          onChange={change}
        />
      )}
      <Flex gap={12} wrap>
        <Field id="pricing-product" label={TEXTS.pricing.product} width={260}>
          <Select<number>
            notFoundContent={TEXTS.empty.options}
            id="pricing-product"
            allowClear
            value={productId ?? undefined}
            options={options.products.map((product) => ({
              value: product.id,
              label: productDisplayName(product.name),
            }))}
            onChange={(value) => {
              setPricedIds([]);
              change({ type: 'product', productId: value ?? null });
            }}
          />
        </Field>
        <Field id="pricing-applications" label={TEXTS.pricing.application} width={420}>
          <Select<number[]>
            notFoundContent={TEXTS.empty.options}
            id="pricing-applications"
            mode="multiple"
            allowClear
            disabled={productId === null}
            placeholder={productId === null ? TEXTS.pricing.applicationHint : undefined}
            value={applicationIds}
            options={applicationOptions}
            onChange={(value) => change({ type: 'applications', applicationIds: value })}
          />
        </Field>
      </Flex>
      <Spin spinning={loading}>
        {shown.length === 0 ? (
          <Empty
            description={
              productId === null ? TEXTS.pricing.applicationHint : 'Select an application'
            }
          />
        ) : (
          shown.map((applicationId) => {
            const application = options.applications.find((a) => a.id === applicationId);
            return (
              <div key={applicationId}>
                <PriceTable
                  title={application?.name ?? `Application ${applicationId}`}
                  grid={priceGrid(rows.filter((row) => row.type_id === applicationId))}
                  missing="black"
                />
                <Disclaimer excludedColours={excluded} />
              </div>
            );
          })
        )}
      </Spin>
    </Flex>
  );
}
