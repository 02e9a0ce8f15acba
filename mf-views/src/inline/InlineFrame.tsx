import { Spin } from 'antd';
import type { ReactNode } from 'react';
import type { InlinePhase } from './useInlineSave';

const FLASH_COLOURS: Record<InlinePhase, string> = {
  idle: 'transparent',
  saving: 'transparent',
  success: '#d9f7be',
  error: '#ffccc7',
};

export interface InlineFrameProps {
  phase: InlinePhase;
  children: ReactNode;
}

/** The cell's frame: the saving overlay and the green or red flash. */
export function InlineFrame(props: InlineFrameProps) {
  const { phase, children } = props;
  return (
    <div
      data-inline-state={phase}
      style={{
        position: 'relative',
        background: FLASH_COLOURS[phase],
        transition: 'background-color 0.3s',
        borderRadius: 4,
      }}
    >
      {children}
      {phase === 'saving' ? (
        <div
          data-inline-overlay
          style={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            background: 'rgba(255,255,255,0.6)',
          }}
        >
          <Spin size="small" />
        </div>
      ) : null}
    </div>
  );
}
