import { Button, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: ReactNode;
  /** Shown before the title (e.g. a status badge). */
  prepend?: ReactNode;
  /** Shown at the end of the row (e.g. action buttons). */
  append?: ReactNode;
  /** Shows a back button when given. */
  onBack?: () => void;
  backLabel?: string;
}

/** The page header of the spec: title with prepend and append areas, and an optional back button. */
export function PageHeader(props: PageHeaderProps) {
  const { title, prepend, append, onBack, backLabel = 'Back' } = props;
  return (
    <header
      style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap', marginBottom: 16 }}
    >
      {onBack ? (
        <Button type="text" aria-label={backLabel} onClick={onBack}>
          <span aria-hidden="true">←</span>
        </Button>
      ) : null}
      {prepend}
      <Typography.Title
        level={4}
        style={{ margin: 0, flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' }}
      >
        {title}
      </Typography.Title>
      {append ? (
        // Wraps on a phone rather than pushing the page wider than the window (ADR 192).
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
          {append}
        </div>
      ) : null}
    </header>
  );
}
