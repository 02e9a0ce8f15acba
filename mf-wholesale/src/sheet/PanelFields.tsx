import { observer } from 'mobx-react-lite';
import { App, Card, Flex, Radio, Typography } from 'antd';
import {
  APPLICATION_TYPE,
  MIDRAILS,
  SWINGS,
  type PanelMode,
  type PanelValues,
  type RawOrderItem,
} from '@platform/shared/wholesale';
import { confirmAsync } from '@platform/shared/ui';
import { hasMeasurements } from '../domain/items';
import { TEXTS } from '../domain/texts';
import { REQUIRED_PANEL_FIELDS, type FieldMessages } from '../domain/validation';
import {
  lockSideOptions,
  panelMode,
  panelsOf,
  visiblePanelFields,
  type PanelField,
} from '../domain/visibility';
import type { OrderStore } from '../order/OrderStore';
import { Field } from './Field';
import { Choice, NumberInput } from './inputs';

/** Every panel field's label: a new field without a label is a type error. */
export const PANEL_FIELD_LABELS: Record<PanelField, string> = {
  height: 'Height (mm)',
  width: 'Width (mm)',
  width_t: 'Width Top (mm)',
  width_m: 'Width Middle (mm)',
  width_b: 'Width Bottom (mm)',
  height_l: 'Height Left (mm)',
  height_m: 'Height Middle (mm)',
  height_r: 'Height Right (mm)',
  lock_side: 'Lock Side',
  lock_height: 'Lock Height (mm)',
  hinges: 'Hinges',
  rollers: 'Rollers',
  diagonal_measurement_left: 'Diagonal Left (mm)',
  diagonal_measurement_right: 'Diagonal Right (mm)',
  swings: 'Swing',
  midrail: 'Midrail',
  midrail_center: 'Midrail Centre (mm)',
};

export interface PanelFieldsProps {
  store: OrderStore;
  item: RawOrderItem;
  errors: FieldMessages;
}

/** The item's panels: one or three measurements, and per panel the fields its application shows. */
export const PanelFields = observer(function PanelFields({
  store,
  item,
  errors,
}: PanelFieldsProps) {
  const { modal } = App.useApp();
  const { catalogue, sheet } = store;
  const disabled = !store.editable;
  const application = catalogue.applicationOf(item);
  const mode = panelMode(item);
  // A door's only panel must name its lock side (validation: lockSideMissing); with three
  // panels exactly one carries the lock, so no single panel's side is required.
  const lockRequired =
    application?.type_id === APPLICATION_TYPE.DOOR && panelsOf(item).length === 1;

  const switchMode = async (next: PanelMode) => {
    if (next === mode) return;
    if (hasMeasurements(item) && !(await confirmAsync({ title: TEXTS.confirm.panelMode }, modal)))
      return;
    sheet.setPanelMode(item, next);
  };

  const control = (panel: PanelValues, index: number, field: PanelField) => {
    const id = `item-${item.item_number}-panel-${index + 1}-${field}`;
    const error = errors[`panels.${index}.${field}`];
    const invalid = Boolean(error);
    let input;
    if (field === 'lock_side') {
      input = (
        <Choice
          id={id}
          value={panel.lock_side}
          disabled={disabled}
          invalid={invalid}
          options={lockSideOptions(application, index + 1, catalogue.lockSides).map((side) => ({
            value: side.id,
            label: side.name,
          }))}
          onChange={(value) => sheet.setPanelField(item, index, 'lock_side', value)}
        />
      );
    } else if (field === 'swings') {
      input = (
        <Choice
          id={id}
          value={panel.swings}
          disabled={disabled}
          invalid={invalid}
          options={SWINGS.map((swing) => ({ value: swing.id, label: swing.name }))}
          onChange={(value) => sheet.setPanelField(item, index, 'swings', value)}
        />
      );
    } else if (field === 'midrail') {
      input = (
        <Choice
          id={id}
          value={panel.midrail}
          disabled={disabled}
          allowClear={false}
          options={MIDRAILS.map((midrail) => ({ value: midrail.id, label: midrail.name }))}
          onChange={(value) => sheet.setPanelField(item, index, 'midrail', value ?? 'none')}
        />
      );
    } else {
      input = (
        <NumberInput
          id={id}
          value={panel[field]}
          disabled={disabled}
          invalid={invalid}
          onChange={(value) => sheet.setPanelField(item, index, field, value)}
        />
      );
    }
    return (
      <Field
        key={field}
        id={id}
        label={PANEL_FIELD_LABELS[field]}
        error={error}
        required={REQUIRED_PANEL_FIELDS.has(field) || (field === 'lock_side' && lockRequired)}
        width={150}
      >
        {input}
      </Field>
    );
  };

  const panels = panelsOf(item);
  return (
    <Flex vertical gap={8}>
      <Flex align="center" gap={12}>
        <Typography.Text strong>Panels</Typography.Text>
        <Radio.Group
          aria-label={`Item ${item.item_number} measurements`}
          value={mode}
          disabled={disabled}
          optionType="button"
          size="small"
          options={[
            { value: 'one', label: 'One measurement' },
            { value: 'three', label: 'Three measurements' },
          ]}
          onChange={(event) => void switchMode(event.target.value as PanelMode)}
        />
      </Flex>
      {panels.length === 0 && (
        <Typography.Text type="secondary">{TEXTS.empty.panels}</Typography.Text>
      )}
      {panels.map((panel, index) => (
        <Card
          key={index}
          size="small"
          type="inner"
          title={panels.length > 1 ? `Panel ${index + 1}` : undefined}
        >
          <Flex wrap gap={12}>
            {visiblePanelFields(application, mode, panel).map((field) =>
              control(panel, index, field),
            )}
          </Flex>
        </Card>
      ))}
    </Flex>
  );
});
