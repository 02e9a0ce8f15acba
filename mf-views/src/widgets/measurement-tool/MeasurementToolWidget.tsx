import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import type { ViewItemProps } from '../../registry/types';
import MeasurementTool from './MeasurementTool';
import { readLineOptions, type MeasurementValue } from './measurementValue';

/**
 * The measurement tool as a multi-view item (type `measurement_tool`). item.data: `line_options`
 * (the measurement line options), `value` (the value JSON to start from) and optionally `field`:
 * a field of the view's record form that receives the value, so the form's Save stores it.
 */
export const MeasurementToolWidget = observer(function MeasurementToolWidget({
  item,
  scope,
}: ViewItemProps) {
  const lines = useMemo(() => readLineOptions(item.data.line_options), [item.data.line_options]);
  const field = typeof item.data.field === 'string' ? item.data.field : null;
  const form = field ? scope.form : null;
  const [local, setLocal] = useState<unknown>(item.data.value);
  const value = form && field ? form.values.get(field) : local;

  const onChange = (next: MeasurementValue) => {
    if (form && field) form.setValue(field, next);
    else setLocal(next);
  };

  return (
    <MeasurementTool
      label={item.name}
      lines={lines}
      value={value}
      onChange={onChange}
      disabled={form ? !form.editable : false}
    />
  );
});

export default MeasurementToolWidget;
