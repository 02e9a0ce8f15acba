import { Select } from 'antd';
import { useState } from 'react';
import type { FieldValue, InlineEditConfig, RecordData, SelectOption } from '@platform/shared';
import { InlineFrame } from './InlineFrame';
import { useInlineSave } from './useInlineSave';

export interface InlineSelectProps {
  config: InlineEditConfig;
  row: RecordData;
  field: string;
  value: FieldValue;
  options: SelectOption[];
  disabled?: boolean;
  onSaved?: (value: FieldValue) => void;
}

/** A select cell: the choice applies at once; a failed save reverts it and shows the error. */
export function InlineSelect(props: InlineSelectProps) {
  const { config, row, field, value, options, disabled, onSaved } = props;
  const [source, setSource] = useState(value);
  const [current, setCurrent] = useState<FieldValue>(value);
  const { phase, save } = useInlineSave(config, row, field);

  if (source !== value) {
    setSource(value);
    setCurrent(value);
  }

  const choose = async (next: string | number) => {
    const previous = current;
    setCurrent(next);
    const stored = await save(next);
    if (stored === null) setCurrent(previous);
    else {
      setCurrent(stored);
      onSaved?.(stored);
    }
  };

  return (
    <InlineFrame phase={phase}>
      <div onClick={(event) => event.stopPropagation()}>
        <Select
          size="small"
          style={{ width: '100%' }}
          aria-label={field}
          value={current as string | number | null}
          options={options.map((option) => ({ value: option.id, label: option.name }))}
          onChange={(next: string | number) => void choose(next)}
          disabled={disabled || phase === 'saving'}
        />
      </div>
    </InlineFrame>
  );
}
