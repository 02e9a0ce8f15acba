import { notify, type FieldValue, type InlineEditConfig, type RecordData } from '@platform/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { INLINE_FLASH_MS } from '../common/timings';
import { holdOverlay, submitInline } from './inlineSave';

/** idle → saving (overlay) → success (green flash) or error (red flash) → idle. */
export type InlinePhase = 'idle' | 'saving' | 'success' | 'error';

export interface InlineSaveState {
  phase: InlinePhase;
  /** Saves a value; resolves with the stored value, or null after a failure. */
  save: (value: FieldValue) => Promise<FieldValue | null>;
}

/**
 * The save cycle of one cell, kept in the cell: the overlay stays 600 ms after a success and
 * 800 ms after an error, then the cell flashes green or red for 1.5 s.
 */
export function useInlineSave(
  config: InlineEditConfig,
  row: RecordData,
  field: string,
): InlineSaveState {
  const [phase, setPhase] = useState<InlinePhase>('idle');
  const mounted = useRef(true);
  const flashTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (flashTimer.current) clearTimeout(flashTimer.current);
    };
  }, []);

  const save = useCallback(
    async (value: FieldValue) => {
      if (flashTimer.current) clearTimeout(flashTimer.current);
      setPhase('saving');
      const startedAt = Date.now();
      const result = await submitInline(config, row, field, value);
      await holdOverlay(startedAt, result.ok);
      if (!result.ok) notify.error(result.message);
      if (!mounted.current) return result.ok ? result.value : null;
      setPhase(result.ok ? 'success' : 'error');
      flashTimer.current = setTimeout(() => {
        if (mounted.current) setPhase('idle');
      }, INLINE_FLASH_MS);
      return result.ok ? result.value : null;
    },
    [config, row, field],
  );

  return { phase, save };
}
