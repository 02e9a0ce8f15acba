import { observer } from 'mobx-react-lite';
import { Flex, Input } from 'antd';
import {
  PETWAY_POSITIONS,
  productDisplayName,
  type RawOrderItem,
} from '@platform/shared/wholesale';
import { panelCount, showsFrameThickness, showsPetway } from '../domain/visibility';
import type { FieldMessages } from '../domain/validation';
import type { OrderStore } from '../order/OrderStore';
import { Field } from './Field';
import { Choice, QuantityInput } from './inputs';
import { LimitedSelect } from './LimitedSelect';

export interface ItemFieldsProps {
  store: OrderStore;
  item: RawOrderItem;
  errors: FieldMessages;
}

/** Location, product, application, colour, quantity, frame thickness, PetWay and reference. */
export const ItemFields = observer(function ItemFields({ store, item, errors }: ItemFieldsProps) {
  const { catalogue, sheet } = store;
  const disabled = !store.editable;
  const data = item.item_data;
  const application = catalogue.application(data.application);
  const id = (field: string) => `item-${item.item_number}-${field}`;
  const error = (field: string) => errors[`item_data.${field}`];
  const frames = catalogue.frameThicknesses.filter((frame) =>
    application?.frame_thickness_ids.includes(frame.id),
  );

  return (
    <Flex wrap gap={12}>
      <Field id={id('label')} label="Location" width={220}>
        <Input
          id={id('label')}
          value={data.label}
          disabled={disabled}
          onChange={(event) => sheet.setItemField(item, 'label', event.target.value)}
        />
      </Field>
      <Field id={id('product')} label="Product" required error={error('product')} width={220}>
        <Choice
          id={id('product')}
          value={data.product}
          disabled={disabled}
          invalid={Boolean(error('product'))}
          options={catalogue.products.map((p) => ({
            value: p.id,
            label: productDisplayName(p.name),
          }))}
          onChange={(value) => sheet.setItemField(item, 'product', value)}
        />
      </Field>
      <Field
        id={id('application')}
        label="Application"
        required
        error={error('application')}
        width={220}
      >
        <Choice
          id={id('application')}
          value={data.application}
          disabled={disabled}
          invalid={Boolean(error('application'))}
          options={catalogue
            .applicationsForProduct(data.product)
            .map((a) => ({ value: a.id, label: a.name }))}
          onChange={(value) => sheet.setItemField(item, 'application', value)}
        />
      </Field>
      <Field id={id('color')} label="Colour" required error={error('color')} width={200}>
        <LimitedSelect
          id={id('color')}
          value={data.color}
          disabled={disabled}
          invalid={Boolean(error('color'))}
          options={catalogue.colours.map((c) => ({ value: c.id, label: c.name }))}
          onChange={(value) => sheet.setItemField(item, 'color', value)}
        />
      </Field>
      <Field id={id('quantity')} label="Quantity" required error={error('quantity')} width={90}>
        <QuantityInput
          id={id('quantity')}
          value={data.quantity}
          disabled={disabled}
          invalid={Boolean(error('quantity'))}
          onChange={(value) => sheet.setItemField(item, 'quantity', value)}
        />
      </Field>
      {showsFrameThickness(application) && (
        <Field
          id={id('frame_thickness')}
          label="Frame Thickness"
          required
          error={error('frame_thickness')}
          width={160}
        >
          <Choice
            id={id('frame_thickness')}
            value={data.frame_thickness}
            disabled={disabled}
            invalid={Boolean(error('frame_thickness'))}
            options={frames.map((frame) => ({ value: frame.id, label: frame.name }))}
            onChange={(value) => sheet.setItemField(item, 'frame_thickness', value)}
          />
        </Field>
      )}
      {showsPetway(item, catalogue) && (
        <>
          <Field
            id={id('petway_panel')}
            label="PetWay Panel"
            required
            error={error('petway_panel')}
            width={140}
          >
            <Choice
              id={id('petway_panel')}
              value={data.petway_panel}
              disabled={disabled}
              invalid={Boolean(error('petway_panel'))}
              options={Array.from({ length: panelCount(application) }, (_, i) => ({
                value: i + 1,
                label: `Panel ${i + 1}`,
              }))}
              onChange={(value) => sheet.setItemField(item, 'petway_panel', value)}
            />
          </Field>
          <Field id={id('petway_size')} label="PetWay Size" width={100}>
            <Input id={id('petway_size')} value={catalogue.petwaySize(item) ?? ''} readOnly />
          </Field>
          <Field
            id={id('petway_position')}
            label="PetWay Position"
            required
            error={error('petway_position')}
            width={140}
          >
            <Choice
              id={id('petway_position')}
              value={data.petway_position}
              disabled={disabled}
              invalid={Boolean(error('petway_position'))}
              options={PETWAY_POSITIONS.map((p) => ({ value: p.id, label: p.name }))}
              onChange={(value) => sheet.setItemField(item, 'petway_position', value)}
            />
          </Field>
        </>
      )}
      <Field id={id('reference')} label="Reference" width={200}>
        <Input
          id={id('reference')}
          value={data.reference}
          disabled={disabled}
          onChange={(event) => sheet.setItemField(item, 'reference', event.target.value)}
        />
      </Field>
    </Flex>
  );
});
