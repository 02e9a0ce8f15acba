import { CheckOutlined } from '../common/icons';
import { Button, Input } from 'antd';
import { DatePicker, InputNumber } from '../common/later';
import type { Dayjs } from 'dayjs';
import { userZone } from '../common/zone';
import { useState, type KeyboardEvent } from 'react';
import {
  DATE_FORMAT,
  pickerToUtc,
  utcToPicker,
  type FieldValue,
  type InlineEditConfig,
  type RecordData,
} from '@platform/shared';
import { InlineDrafts } from './inlineDrafts';
import { InlineFrame } from './InlineFrame';
import { InlineSelect } from './InlineSelect';
import { useInlineSave } from './useInlineSave';

export interface InlineCellProps {
  config: InlineEditConfig;
  row: RecordData;
  field: string;
  value: FieldValue;
  /** Options of a select cell when the column loaded them from data_url. */
  options?: InlineEditConfig['options'];
  disabled?: boolean;
  /** Told the stored value after a successful save. */
  onSaved?: (value: FieldValue) => void;
  /** The list's unsaved edits: a cell mounted again (virtual scrolling) takes its draft back. */
  drafts?: InlineDrafts;
}

function sameValue(a: FieldValue, b: FieldValue): boolean {
  return (a ?? '') === (b ?? '') || String(a ?? '') === String(b ?? '');
}

/**
 * An editable list cell. Its draft lives in the cell, so a keystroke re-renders this cell only,
 * and is kept in the list's drafts while unsaved; a pending change shows a save button (Enter
 * saves too, Escape reverts).
 */
export function InlineCell(props: InlineCellProps) {
  const { config, row, field, value, options, disabled, onSaved } = props;
  if (config.type === 'select') {
    return (
      <InlineSelect
        config={config}
        row={row}
        field={field}
        value={value}
        options={options ?? config.options ?? []}
        disabled={disabled}
        onSaved={onSaved}
      />
    );
  }
  return <InlineInput {...props} />;
}

function InlineInput(props: InlineCellProps) {
  const { config, row, field, value, disabled, onSaved, drafts } = props;
  const key = InlineDrafts.keyOf(row, field);
  const [source, setSource] = useState(value);
  const [committed, setCommitted] = useState<FieldValue>(value);
  const [draft, setDraftState] = useState<FieldValue>(() => {
    const kept = drafts?.get(key);
    return kept === undefined ? value : kept;
  });
  const { phase, save } = useInlineSave(config, row, field);
  const setDraft = (next: FieldValue, stored: FieldValue = committed) => {
    setDraftState(next);
    drafts?.keep(key, next, !sameValue(next, stored));
  };

  // A new value from the list (refetch) replaces both the draft and the stored value.
  if (!sameValue(source, value)) {
    setSource(value);
    setCommitted(value);
    setDraft(value, value);
  }

  const pending = !sameValue(draft, committed);
  const submit = async () => {
    if (!pending || phase === 'saving') return;
    const stored = await save(draft);
    if (stored !== null) {
      setCommitted(stored);
      setDraft(stored, stored);
      onSaved?.(stored);
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') void submit();
    if (event.key === 'Escape') setDraft(committed);
  };
  const saveButton = pending ? (
    <Button
      size="small"
      type="primary"
      aria-label="Save"
      icon={<CheckOutlined aria-hidden />}
      onClick={() => void submit()}
      disabled={phase === 'saving'}
    />
  ) : null;

  let input;
  if (config.type === 'number') {
    input = (
      <InputNumber
        size="small"
        value={draft === null || draft === '' ? null : Number(draft)}
        onChange={(next) => setDraft(next === null ? null : Number(next))}
        onKeyDown={onKeyDown}
        changeOnWheel={false}
        disabled={disabled}
        aria-label={field}
        style={{ width: '100%' }}
      />
    );
  } else if (config.type === 'datetime') {
    input = (
      <DatePicker
        size="small"
        showTime
        format={DATE_FORMAT}
        // No calendar icon in a list cell: the date and time take its room, whole (ADR 240);
        // the box opens the picker all the same.
        suffixIcon={null}
        value={utcToPicker(draft, userZone())}
        onChange={(next: Dayjs | null) => setDraft(next ? pickerToUtc(next, userZone()) : null)}
        disabled={disabled}
        aria-label={field}
        style={{ width: '100%' }}
      />
    );
  } else {
    input = (
      <Input
        size="small"
        value={draft === null ? '' : String(draft)}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        disabled={disabled}
        aria-label={field}
      />
    );
  }
  return (
    <InlineFrame phase={phase}>
      <div
        style={{ display: 'flex', gap: 4, alignItems: 'center' }}
        onClick={(event) => event.stopPropagation()}
      >
        <div style={{ flex: 1, minWidth: 0 }}>{input}</div>
        {saveButton}
      </div>
    </InlineFrame>
  );
}
