import { Button, Input, Select, Typography } from 'antd';
import { InputNumber } from '../common/later';
import { useEffect, useMemo, useState } from 'react';
import { api, type MultiLineConfig, type MultiLineItem, type SelectOption } from '@platform/shared';
import { PlusOutlined } from '../common/icons';
import {
  forcedOptionIds,
  newLine,
  normalizeLines,
  validOptions,
  withForcedLines,
} from './multiLine';

export interface MultiLineEditorProps {
  value: unknown[];
  config: MultiLineConfig;
  onChange: (lines: MultiLineItem[]) => void;
  disabled?: boolean;
}

function useLineOptions(config: MultiLineConfig): SelectOption[] {
  const [options, setOptions] = useState<SelectOption[]>([]);
  const url = config.no_options ? null : (config.options_url ?? null);
  useEffect(() => {
    if (!url) return;
    let live = true;
    api
      .get<unknown[]>(url, { silent: true })
      .then(
        (result) => live && setOptions(validOptions(Array.isArray(result.data) ? result.data : [])),
      )
      .catch((error: unknown) =>
        console.error('[mf_views] multi-line options failed to load', error),
      );
    return () => {
      live = false;
    };
  }, [url]);
  return options;
}

/** Sub-record lines (name or picked option, and a quantity) edited in place. */
export function MultiLineEditor(props: MultiLineEditorProps) {
  const { value, config, onChange, disabled = false } = props;
  const options = useLineOptions(config);
  const forced = useMemo(() => forcedOptionIds(options, config), [options, config]);
  const lines = useMemo(
    () => withForcedLines(normalizeLines(value), options, forced),
    [value, options, forced],
  );

  const update = (index: number, change: Partial<MultiLineItem>) =>
    onChange(lines.map((line, i) => (i === index ? { ...line, ...change } : line)));

  return (
    <div data-multi-line>
      {lines.length === 0 ? (
        <Typography.Text type="secondary">No items available</Typography.Text>
      ) : null}
      {lines.map((line, index) => {
        const locked = disabled || Boolean(line.disable);
        return (
          <div key={`${line.id}-${index}`} style={{ display: 'flex', gap: 8, marginBottom: 8 }}>
            {config.no_options ? (
              <Input
                aria-label="Line name"
                value={line.name}
                disabled={locked}
                onChange={(event) => update(index, { name: event.target.value })}
              />
            ) : (
              <Select
                aria-label="Line item"
                style={{ flex: 1 }}
                value={line.id === '' ? null : line.id}
                disabled={locked || forced.has(String(line.id))}
                options={options.map((option) => ({ value: option.id, label: option.name }))}
                onChange={(id: string | number) =>
                  update(index, {
                    id,
                    name: options.find((option) => option.id === id)?.name ?? '',
                  })
                }
              />
            )}
            <InputNumber
              aria-label="Quantity"
              min={1}
              value={line.quantity}
              changeOnWheel={false}
              disabled={locked}
              onChange={(quantity) => update(index, { quantity: Number(quantity ?? 1) })}
            />
            <Button
              aria-label="Remove line"
              disabled={locked || forced.has(String(line.id))}
              onClick={() => onChange(lines.filter((_, i) => i !== index))}
            >
              ×
            </Button>
          </div>
        );
      })}
      {disabled ? null : (
        <Button
          icon={<PlusOutlined aria-hidden />}
          onClick={() => onChange([...lines, newLine(config, lines.length)])}
        >
          Add line
        </Button>
      )}
    </div>
  );
}
