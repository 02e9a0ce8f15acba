import { Checkbox } from 'antd';
import { useCallback, useState } from 'react';

export interface SelectAllBoxProps {
  checked: boolean;
  indeterminate: boolean;
  disabled: boolean;
  onChange: () => void;
}

/**
 * The list's select-all box, its column's title. antd copies every column title into a hidden
 * row that measures the columns (aria-hidden): there the copy is an empty box of the same width,
 * not a second control that the keyboard reaches but assistive technology cannot see (axe:
 * aria-hidden-focus).
 */
export function SelectAllBox(props: SelectAllBoxProps) {
  const [hiddenCopy, setHiddenCopy] = useState(false);
  const place = useCallback((node: HTMLSpanElement | null) => {
    if (node?.closest('[aria-hidden="true"]')) setHiddenCopy(true);
  }, []);
  if (hiddenCopy) return <span className="ant-checkbox" />;
  return (
    <span ref={place}>
      <Checkbox
        aria-label="Select all"
        checked={props.checked}
        indeterminate={props.indeterminate}
        disabled={props.disabled}
        onChange={props.onChange}
      />
    </span>
  );
}
