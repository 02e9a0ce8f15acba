import { observer } from 'mobx-react-lite';
import { Card, Flex, Input } from 'antd';
import type { OrderDetailsValues } from '@platform/shared/wholesale';
import { Field } from '../sheet/Field';
import type { OrderStore } from './OrderStore';

export interface OrderDetailsBlockProps {
  store: OrderStore;
}

const FIELDS: Array<{
  field: keyof OrderDetailsValues;
  label: string;
  required: boolean;
  type?: string;
}> = [
  { field: 'order_name', label: 'Order Name', required: true },
  { field: 'order_email', label: 'Email', required: true, type: 'email' },
  { field: 'order_phone', label: 'Phone', required: true, type: 'tel' },
  { field: 'order_reference', label: 'Reference', required: false },
  { field: 'order_delivery_address', label: 'Delivery Address', required: false },
];

/**
 * Order name, email, phone (required), the read-only reference (the customer's name) and the
 * delivery address (the site of the job the order becomes).
 */
export const OrderDetailsBlock = observer(function OrderDetailsBlock({
  store,
}: OrderDetailsBlockProps) {
  const errors = store.showErrors ? store.detailsErrors : {};
  return (
    <Card size="small" title="Order Details">
      <Flex wrap gap={12}>
        {FIELDS.map(({ field, label, required, type }) => (
          <Field
            key={field}
            id={`order-${field}`}
            label={label}
            required={required}
            error={errors[field]}
            width={260}
          >
            <Input
              id={`order-${field}`}
              type={type}
              value={store.details[field] ?? ''}
              readOnly={field === 'order_reference'}
              disabled={!store.editable && field !== 'order_reference'}
              status={errors[field] ? 'error' : undefined}
              onChange={(event) => store.setDetail(field, event.target.value)}
            />
          </Field>
        ))}
      </Flex>
    </Card>
  );
});
