import { Alert, Button, Empty, Input, Space, Typography, type InputRef } from 'antd';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Debouncer } from '../../common/debounce';
import {
  canvasGeometry,
  labelPlacement,
  locationSegment,
  panelRect,
  type Viewport,
} from './measurementGeometry';
import { buildLocations, nextIndex, nextUnmeasuredIndex, previousIndex } from './measurementPlaces';
import {
  isMeasured,
  measurementAt,
  readMeasurementValue,
  setMeasurement,
  type MeasurementLineOption,
  type MeasurementValue,
} from './measurementValue';

export const TEXTS = {
  loadFailed:
    'Something went wrong loading measurement tool. Please contact admin if this continues.',
  allMeasured: 'All locations are measured',
  previous: 'Previous',
  next: 'Next',
  nextUnmeasured: 'Next Unmeasured',
  noLocations: 'No measurement lines are set up',
} as const;

/** Spec §9. */
const EMIT_DELAY_MS = 400;

export interface MeasurementToolProps {
  /** The value JSON as stored (spec §3); anything without the required data shows the error. */
  value: unknown;
  lines: readonly MeasurementLineOption[];
  /** Called 400 ms after the last edit (and at once when the tool unmounts with edits pending). */
  onChange(value: MeasurementValue): void;
  disabled?: boolean;
  label: string;
}

function windowViewport(): Viewport | null {
  return typeof window === 'undefined'
    ? null
    : { width: window.innerWidth, height: window.innerHeight };
}

function useViewport(): Viewport | null {
  const [viewport, setViewport] = useState(windowViewport);
  useEffect(() => {
    const update = () => setViewport(windowViewport());
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return viewport;
}

/** Typed text → measurement: blank clears, anything not a number is ignored. */
function parseMeasurement(text: string): number | null | undefined {
  if (text.trim() === '') return null;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : undefined;
}

const SELECTED = '#1677ff';
const MEASURED = '#389e0d';
const UNMEASURED = '#8c8c8c';

/**
 * The measurement tool (spec §2.20, §4, §5, §9): a drawing of the opening and its elements with
 * one line per place to measure, a number input for the selected place and Previous, Next and
 * Next Unmeasured. For quick entry on a tablet the input keeps focus: Enter goes to the next
 * unmeasured place, Shift+Enter to the previous one; tapping a line selects it.
 */
export default function MeasurementTool({
  value: raw,
  lines,
  onChange,
  disabled = false,
  label,
}: MeasurementToolProps) {
  const [value, setValue] = useState(() => readMeasurementValue(raw));
  const [index, setIndex] = useState(0);
  const [draft, setDraft] = useState<{ key: string; text: string } | null>(null);
  const [allMeasured, setAllMeasured] = useState(false);
  const input = useRef<InputRef>(null);
  const emitted = useRef<unknown>(raw);
  const debouncer = useMemo(() => new Debouncer(), []);
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;
  const viewport = useViewport();
  const inputId = useId();

  // A value from outside (another record, a reset) replaces ours; our own echo does not.
  useEffect(() => {
    if (raw === emitted.current) return;
    emitted.current = raw;
    debouncer.cancel();
    setValue(readMeasurementValue(raw));
    setDraft(null);
  }, [raw, debouncer]);

  useEffect(() => () => debouncer.flush(), [debouncer]);

  const locations = useMemo(() => (value ? buildLocations(lines, value.data) : []), [lines, value]);

  if (!value) {
    return <Alert type="error" showIcon title={TEXTS.loadFailed} />;
  }
  if (locations.length === 0) {
    return <Empty description={TEXTS.noLocations} />;
  }

  const current = locations[Math.min(index, locations.length - 1)];
  const geometry = canvasGeometry(value.data, viewport);
  const text =
    draft?.key === current.key ? draft.text : String(measurementAt(value, current.key) ?? '');

  const moveTo = (next: number) => {
    setIndex(next);
    setDraft(null);
    setAllMeasured(false);
  };
  const select = (next: number) => {
    moveTo(next);
    input.current?.focus();
  };
  const goNextUnmeasured = () => {
    const found = nextUnmeasuredIndex(locations, value, index);
    if (found === null) setAllMeasured(true);
    else moveTo(found);
  };

  const edit = (typed: string) => {
    setDraft({ key: current.key, text: typed });
    setAllMeasured(false);
    const measurement = parseMeasurement(typed);
    if (measurement === undefined) return;
    const next = setMeasurement(value, current, measurement);
    setValue(next);
    debouncer.schedule(() => {
      emitted.current = next;
      latestOnChange.current(next);
    }, EMIT_DELAY_MS);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (event.shiftKey) moveTo(previousIndex(locations.length, index));
    else goNextUnmeasured();
  };

  const panels =
    value.data.element_count > 1
      ? Array.from({ length: value.data.element_count }, (_, panel) =>
          panelRect(geometry.frame, value.data, panel),
        )
      : [];

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <svg
        role="group"
        aria-label={label}
        viewBox={`0 0 ${geometry.width} ${geometry.height}`}
        style={{ width: '100%', maxWidth: geometry.width, maxHeight: geometry.height }}
      >
        <rect {...geometry.frame} fill="#fafafa" stroke="#262626" strokeWidth={3} />
        {panels.map((rect, panel) => (
          <rect key={panel} {...rect} fill="none" stroke="#595959" strokeDasharray="6 4" />
        ))}
        {locations.map((location, position) => {
          const placed = locationSegment(location, geometry.frame, value.data);
          const segment = { x1: placed.x1, y1: placed.y1, x2: placed.x2, y2: placed.y2 };
          const labelAt = labelPlacement(placed, geometry.frame);
          const measurement = measurementAt(value, location.key);
          const colour =
            position === index ? SELECTED : isMeasured(value, location.key) ? MEASURED : UNMEASURED;
          return (
            <g
              key={location.key}
              role="button"
              aria-label={location.name}
              aria-pressed={position === index}
              tabIndex={0}
              onClick={() => select(position)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter' && event.key !== ' ') return;
                event.preventDefault();
                select(position);
              }}
              style={{ cursor: 'pointer' }}
            >
              {/* A wide invisible stroke makes thin lines easy to tap. */}
              <line {...segment} stroke="transparent" strokeWidth={24} />
              <line {...segment} stroke={colour} strokeWidth={position === index ? 4 : 2} />
              <text
                x={labelAt.x}
                y={labelAt.y + labelAt.offset}
                transform={
                  labelAt.angle === 0
                    ? undefined
                    : `rotate(${labelAt.angle} ${labelAt.x} ${labelAt.y})`
                }
                textAnchor="middle"
                fontSize={14}
                fill={colour}
              >
                {measurement === null ? location.name : `${location.name}: ${measurement}`}
              </text>
            </g>
          );
        })}
      </svg>
      <label htmlFor={inputId}>
        <Typography.Text strong>{current.name}</Typography.Text>{' '}
        <Typography.Text type="secondary">
          ({index + 1} / {locations.length})
        </Typography.Text>
      </label>
      <Input
        id={inputId}
        ref={input}
        type="number"
        inputMode="decimal"
        enterKeyHint="next"
        value={text}
        disabled={disabled}
        onChange={(event) => edit(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <Space wrap>
        <Button onClick={() => select(previousIndex(locations.length, index))}>
          {TEXTS.previous}
        </Button>
        <Button onClick={() => select(nextIndex(locations.length, index))}>{TEXTS.next}</Button>
        <Button
          type="primary"
          onClick={() => {
            goNextUnmeasured();
            input.current?.focus();
          }}
        >
          {TEXTS.nextUnmeasured}
        </Button>
      </Space>
      {allMeasured ? (
        <Alert type="success" showIcon role="alert" title={TEXTS.allMeasured} />
      ) : null}
    </Space>
  );
}
