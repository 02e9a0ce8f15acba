import { observer } from 'mobx-react-lite';
import { Button, Card, Flex, Typography } from 'antd';
import { WIDTH_SELECTOR, type AccessoryLine, type RawOrderItem } from '@platform/shared/wholesale';
import { displayAccessories } from '../domain/payload';
import type { FieldMessages } from '../domain/validation';
import type { OrderStore } from '../order/OrderStore';
import { Field } from './Field';
import { Choice, NumberInput, QuantityInput } from './inputs';
import { LimitedSelect } from './LimitedSelect';
import { TEXTS } from '../domain/texts';

export interface AccessoryLinesProps {
  store: OrderStore;
  item: RawOrderItem;
  errors: FieldMessages;
}

/**
 * An item's accessories. While editing, every line shows in the order it was added; read-only,
 * lines with a quantity of zero or less are hidden and those on the diagram come first.
 */
export const AccessoryLines = observer(function AccessoryLines({
  store,
  item,
  errors,
}: AccessoryLinesProps) {
  const { catalogue, sheet } = store;
  const editable = store.editable;
  const lines = editable ? item.accessories : displayAccessories(item.accessories, catalogue);

  const row = (line: AccessoryLine, shownIndex: number) => {
    const index = editable ? shownIndex : item.accessories.indexOf(line);
    const id = (field: string) => `item-${item.item_number}-accessory-${index + 1}-${field}`;
    const error = (field: string) => errors[`accessories.${index}.${field}`];
    const accessory = catalogue.accessory(line.accessory);
    const colours = catalogue.colours.filter((colour) => accessory?.colour_ids.includes(colour.id));
    return (
      <Card key={index} size="small" type="inner">
        <Flex wrap gap={12} align="flex-end">
          <Field
            id={id('accessory')}
            label="Accessory"
            required
            error={error('accessory')}
            width={260}
          >
            <LimitedSelect
              id={id('accessory')}
              value={line.accessory}
              disabled={!editable}
              invalid={Boolean(error('accessory'))}
              options={catalogue.accessories.map((a) => ({
                value: a.id,
                label: `${a.code} ${a.name}`,
              }))}
              onChange={(value) => sheet.setAccessory(item, index, value)}
            />
          </Field>
          {colours.length > 0 && (
            <Field id={id('color')} label="Colour" required error={error('color')} width={160}>
              <LimitedSelect
                id={id('color')}
                value={line.color}
                disabled={!editable}
                invalid={Boolean(error('color'))}
                options={colours.map((c) => ({ value: c.id, label: c.name }))}
                onChange={(value) => sheet.setAccessoryField(item, index, 'color', value)}
              />
            </Field>
          )}
          <Field id={id('size')} label="Size" width={150}>
            <Choice
              id={id('size')}
              value={line.size}
              disabled={!editable}
              options={WIDTH_SELECTOR.map((w) => ({ value: w.id, label: w.name }))}
              onChange={(value) => sheet.setAccessoryField(item, index, 'size', value)}
            />
          </Field>
          {line.heights.map((value, position) => (
            <Field
              key={`h${position}`}
              id={id(`height-${position + 1}`)}
              label={`Height ${position + 1} (mm)`}
              required
              error={error(`heights.${position}`)}
              width={130}
            >
              <NumberInput
                id={id(`height-${position + 1}`)}
                value={value}
                disabled={!editable}
                invalid={Boolean(error(`heights.${position}`))}
                onChange={(next) =>
                  sheet.setAccessoryMeasure(item, index, 'heights', position, next)
                }
              />
            </Field>
          ))}
          {line.widths.map((value, position) => (
            <Field
              key={`w${position}`}
              id={id(`width-${position + 1}`)}
              label={`Width ${position + 1} (mm)`}
              required
              error={error(`widths.${position}`)}
              width={130}
            >
              <NumberInput
                id={id(`width-${position + 1}`)}
                value={value}
                disabled={!editable}
                invalid={Boolean(error(`widths.${position}`))}
                onChange={(next) =>
                  sheet.setAccessoryMeasure(item, index, 'widths', position, next)
                }
              />
            </Field>
          ))}
          <Field id={id('quantity')} label="Quantity" required error={error('quantity')} width={90}>
            <QuantityInput
              id={id('quantity')}
              value={line.quantity}
              disabled={!editable}
              invalid={Boolean(error('quantity'))}
              onChange={(next) => sheet.setAccessoryField(item, index, 'quantity', next)}
            />
          </Field>
          {editable && (
            <Button danger size="small" onClick={() => sheet.removeAccessory(item, index)}>
              Remove
            </Button>
          )}
        </Flex>
        {accessory?.wholesale_disclaimer && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {accessory.wholesale_disclaimer}
          </Typography.Text>
        )}
      </Card>
    );
  };

  return (
    <Flex vertical gap={8}>
      <Typography.Text strong>Accessories</Typography.Text>
      {lines.length === 0 ? (
        <Typography.Text type="secondary">{TEXTS.empty.accessories}</Typography.Text>
      ) : (
        lines.map(row)
      )}
      {editable && (
        <Button
          size="small"
          style={{ alignSelf: 'flex-start' }}
          onClick={() => sheet.addAccessory(item)}
        >
          Add Accessory
        </Button>
      )}
    </Flex>
  );
});
