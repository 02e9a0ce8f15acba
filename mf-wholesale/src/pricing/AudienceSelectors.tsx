import { Flex, Select } from 'antd';
import type { PricingGroup, WholesaleCustomer } from '@platform/shared/wholesale';
import { TEXTS } from '../domain/texts';
import { Field } from '../sheet/Field';
import type { PricingChange, PricingSelection } from './pricingSelection';

export interface AudienceSelectorsProps {
  selection: PricingSelection;
  customers: WholesaleCustomer[];
  groups: PricingGroup[];
  onChange: (change: PricingChange) => void;
}

/** Staff only: whose prices to show, by customer (clearable) or pricing group. */
export function AudienceSelectors({
  selection,
  customers,
  groups,
  onChange,
}: AudienceSelectorsProps) {
  return (
    <Flex gap={12} wrap>
      <Field id="pricing-customer" label={TEXTS.pricing.customer} width={260}>
        <Select<number>
          notFoundContent={TEXTS.empty.options}
          id="pricing-customer"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          value={selection.customerId ?? undefined}
          options={customers.map((customer) => ({ value: customer.id, label: customer.full_name }))}
          onChange={(value) => onChange({ type: 'customer', customerId: value ?? null, customers })}
        />
      </Field>
      <Field id="pricing-group" label={TEXTS.pricing.pricingGroup} width={220}>
        <Select<number>
          notFoundContent={TEXTS.empty.options}
          id="pricing-group"
          allowClear
          disabled={selection.customerId !== null}
          value={selection.pricingGroupId ?? undefined}
          options={groups.map((group) => ({ value: group.id, label: group.name }))}
          onChange={(value) => onChange({ type: 'pricingGroup', pricingGroupId: value ?? null })}
        />
      </Field>
    </Flex>
  );
}
