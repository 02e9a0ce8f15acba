import { readWidgetInput, type WidgetProps } from '@platform/shared';
import { TimePicker } from '@platform/shared/ui';
import { configBoolean, configString } from '../widgets/widgetConfig';

/**
 * The `time_picker` widget. As a form field the host passes `value` and `onChange`; in a
 * multi-view it shows the configured value. Read-only and disabled flags block edits.
 */
export function TimePickerWidget(props: WidgetProps) {
  const { settings: config, rest } = readWidgetInput(props);
  const value =
    typeof rest.value === 'string' ? rest.value : (configString(config, 'value') ?? null);
  const onChange =
    typeof rest.onChange === 'function' ? (rest.onChange as (value: string) => void) : undefined;
  const blocked =
    rest.disabled === true ||
    rest.readOnly === true ||
    configBoolean(config, 'disabled', 'read_only', 'readOnly') === true;
  const label = configString(config, 'label', 'name');
  return <TimePicker value={value} onChange={onChange} disabled={blocked} aria-label={label} />;
}
