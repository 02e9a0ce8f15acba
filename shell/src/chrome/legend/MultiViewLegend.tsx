import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Typography } from 'antd';
import { session } from '@platform/shared';

/**
 * Attributes on the root element of every rendered multi-view: its id (mf-views writes
 * `data-multi-view`; `data-multi-view-id` is read too) and, optionally, its name.
 */
export const MULTI_VIEW_ID_ATTRIBUTES = ['data-multi-view', 'data-multi-view-id'] as const;
export const MULTI_VIEW_NAME_ATTRIBUTE = 'data-multi-view-name';
const REFRESH_MS = 1000;

export interface LegendEntry {
  id: string;
  name: string;
  element: Element;
}

/** The multi-views on the page, in document order, each id once. */
export function findMultiViews(root: ParentNode = document): LegendEntry[] {
  const seen = new Set<string>();
  const entries: LegendEntry[] = [];
  const selector = MULTI_VIEW_ID_ATTRIBUTES.map((attribute) => `[${attribute}]`).join(', ');
  root.querySelectorAll(selector).forEach((element) => {
    const id =
      MULTI_VIEW_ID_ATTRIBUTES.map((attribute) => element.getAttribute(attribute)).find(Boolean) ??
      '';
    if (id === '' || seen.has(id)) return;
    seen.add(id);
    entries.push({ id, name: element.getAttribute(MULTI_VIEW_NAME_ATTRIBUTE) ?? '', element });
  });
  return entries;
}

function sameEntries(a: LegendEntry[], b: LegendEntry[]): boolean {
  return (
    a.length === b.length &&
    a.every((entry, index) => entry.id === b[index].id && entry.name === b[index].name)
  );
}

function highlight(element: Element): void {
  element.scrollIntoView({ behavior: 'smooth', block: 'start' });
  if (!(element instanceof HTMLElement)) return;
  const previous = element.style.outline;
  element.style.outline = '2px dashed #fa8c16';
  setTimeout(() => {
    element.style.outline = previous;
  }, 1500);
}

/**
 * Debug helper: lists the multi-view ids (and names) rendered on the page, so a support person can
 * find which server definition draws what. Clicking an entry scrolls to it and outlines it.
 */
export const MultiViewLegend = observer(function MultiViewLegend() {
  const enabled = session.debugMode && session.isLoggedIn;
  const [entries, setEntries] = useState<LegendEntry[]>([]);
  const [collapsed, setCollapsed] = useState(false);

  useEffect(() => {
    if (!enabled) return undefined;
    const refresh = () => {
      const found = findMultiViews();
      setEntries((current) => (sameEntries(current, found) ? current : found));
    };
    refresh();
    // Areas render in their own React roots; polling sees them all without coupling to any.
    const timer = setInterval(refresh, REFRESH_MS);
    return () => clearInterval(timer);
  }, [enabled]);

  if (!enabled) return null;
  return (
    <aside
      aria-label="Multi-view legend"
      data-testid="multi-view-legend"
      style={{
        position: 'fixed',
        left: 16,
        bottom: 16,
        zIndex: 97,
        maxWidth: 280,
        maxHeight: '40vh',
        overflowY: 'auto',
        padding: '8px 12px',
        borderRadius: 8,
        background: 'rgba(20, 20, 20, 0.85)',
        color: '#fff',
        fontSize: 12,
      }}
    >
      <div
        style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}
      >
        <strong>Multi-views</strong>
        <Button
          size="small"
          type="link"
          onClick={() => setCollapsed(!collapsed)}
          style={{ color: '#fff', padding: 0 }}
        >
          {collapsed ? 'Show' : 'Hide'}
        </Button>
      </div>
      {collapsed ? null : entries.length === 0 ? (
        <Typography.Text style={{ color: 'rgba(255,255,255,0.65)', fontSize: 12 }}>
          No multi-view on this page
        </Typography.Text>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <button
                type="button"
                onClick={() => highlight(entry.element)}
                style={{
                  background: 'none',
                  border: 0,
                  color: 'inherit',
                  padding: '2px 0',
                  cursor: 'pointer',
                  textAlign: 'left',
                }}
              >
                #{entry.id} {entry.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
});
