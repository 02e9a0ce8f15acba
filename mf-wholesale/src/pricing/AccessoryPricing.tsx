import { useEffect, useReducer, useState } from 'react';
import { Empty, Flex, Select, Spin, Typography } from 'antd';
import { TEXTS } from '../domain/texts';
import type {
  AccessoryCommonSizeRow,
  WholesaleCustomer,
  WholesaleDropdownOptions,
} from '@platform/shared/wholesale';
import { wholesaleApi } from '../services/wholesaleApi';
import { Field } from '../sheet/Field';
import { AudienceSelectors } from './AudienceSelectors';
import { Disclaimer } from './Disclaimer';
import { priceGrid } from './priceGrid';
import { PriceTable } from './PriceTable';
import { EMPTY_SELECTION, changePricing } from './pricingSelection';

export interface AccessoryPricingProps {
  options: WholesaleDropdownOptions;
  customer: WholesaleCustomer | null;
  staff: boolean;
}

/** The Accessory Pricing tab: the common-size viewer of the chosen accessories (missing price: -1). */
export function AccessoryPricing({ options, customer, staff }: AccessoryPricingProps) {
  const [selection, change] = useReducer(changePricing, EMPTY_SELECTION);
  const [accessoryIds, setAccessoryIds] = useState<number[]>([]);
  const [rows, setRows] = useState<AccessoryCommonSizeRow[]>([]);
  const [loading, setLoading] = useState(false);
  const group = staff ? selection.pricingGroupId : (customer?.pricing_group_id ?? null);

  useEffect(() => {
    if (accessoryIds.length === 0) return undefined;
    let active = true;
    setLoading(true);
    wholesaleApi
      .accessoryCommonSizes(accessoryIds, group)
      .then((loaded) => active && setRows(loaded))
      .catch((error: unknown) => console.error('Loading the accessory prices failed', error))
      .finally(() => active && setLoading(false));
    return () => {
      active = false;
    };
  }, [accessoryIds, group]);

  const excluded = options.colours
    .filter((colour) => colour.is_excluded)
    .map((colour) => colour.name);
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
      <Field id="pricing-accessories" label="Accessories" width={480}>
        <Select<number[]>
          notFoundContent={TEXTS.empty.options}
          id="pricing-accessories"
          mode="multiple"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          value={accessoryIds}
          options={options.accessories.map((a) => ({ value: a.id, label: `${a.code} ${a.name}` }))}
          onChange={setAccessoryIds}
        />
      </Field>
      <Spin spinning={loading}>
        {accessoryIds.length === 0 ? (
          <Empty description="Select accessories to see their prices" />
        ) : (
          accessoryIds.map((id) => {
            const accessory = options.accessories.find((a) => a.id === id);
            return (
              <div key={id}>
                <PriceTable
                  title={accessory ? `${accessory.code} ${accessory.name}` : `Accessory ${id}`}
                  grid={priceGrid(rows.filter((row) => row.accessory_id === id))}
                  missing="minus-one"
                />
                {accessory?.wholesale_disclaimer && (
                  <Typography.Text type="secondary">
                    {accessory.wholesale_disclaimer}
                  </Typography.Text>
                )}
                <Disclaimer excludedColours={excluded} />
              </div>
            );
          })
        )}
      </Spin>
    </Flex>
  );
}
