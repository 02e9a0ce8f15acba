import { useEffect, useMemo, useState } from 'react';
import { Select } from 'antd';
import { TEXTS } from '../domain/texts';
import { FILTER_DEBOUNCE_MS, limitOptions, type LimitedOption } from './limitOptions';

export interface LimitedSelectProps {
  id: string;
  value: number | null;
  options: LimitedOption[];
  disabled?: boolean;
  invalid?: boolean;
  placeholder?: string;
  onChange: (value: number | null) => void;
}

/** A searchable select for long lists (colours, accessories): a few entries until the user filters. */
export function LimitedSelect({
  id,
  value,
  options,
  disabled,
  invalid,
  placeholder,
  onChange,
}: LimitedSelectProps) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [emptied, setEmptied] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed), FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const shown = useMemo(
    () => limitOptions(options, search, emptied, value),
    [options, search, emptied, value],
  );

  return (
    <Select<number>
      id={id}
      showSearch={{
        filterOption: false,
        onSearch: (text) => {
          if (text === '' && typed !== '') setEmptied(true);
          setTyped(text);
        },
      }}
      allowClear
      value={value ?? undefined}
      options={shown}
      notFoundContent={TEXTS.empty.options}
      disabled={disabled}
      status={invalid ? 'error' : undefined}
      placeholder={placeholder}
      onChange={(next) => onChange(next ?? null)}
      style={{ width: '100%' }}
    />
  );
}
