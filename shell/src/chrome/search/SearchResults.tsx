import { observer } from 'mobx-react-lite';
import { Spin, Typography } from 'antd';
import type { SearchResult } from '@platform/shared';
import { isSelectable, type SearchStore } from './searchStore';

export const SEARCH_LIST_ID = 'global-search-results';

export function optionId(key: string): string {
  return `global-search-option-${key.replace(/\./g, '-')}`;
}

export interface SearchResultsProps {
  store: SearchStore;
  onChoose: (result: SearchResult) => void;
}

interface ResultRowProps {
  result: SearchResult;
  optionKey: string;
  active: boolean;
  onChoose: (result: SearchResult) => void;
  onHover: () => void;
}

function ResultRow({ result, optionKey, active, onChoose, onHover }: ResultRowProps) {
  const selectable = isSelectable(result);
  return (
    <li
      id={optionId(optionKey)}
      role="option"
      aria-selected={active}
      aria-disabled={!selectable}
      className={result.item_class}
      onClick={selectable ? () => onChoose(result) : undefined}
      onMouseEnter={selectable ? onHover : undefined}
      style={{
        padding: '6px 12px',
        cursor: selectable ? 'pointer' : 'not-allowed',
        opacity: selectable ? 1 : 0.45,
        background: active ? 'rgba(31, 95, 139, 0.1)' : undefined,
        borderRadius: 4,
      }}
    >
      <div style={{ overflowWrap: 'anywhere' }}>{result.label}</div>
      {result.caption ? (
        <Typography.Text type="secondary" style={{ fontSize: '0.85em', overflowWrap: 'anywhere' }}>
          {result.caption}
        </Typography.Text>
      ) : null}
    </li>
  );
}

/** The grouped result list under the search box; groups show their label and caption over their children. */
export const SearchResults = observer(function SearchResults({
  store,
  onChoose,
}: SearchResultsProps) {
  if (store.waiting && store.results.length === 0) {
    return (
      <div style={{ padding: 16, textAlign: 'center' }}>
        <Spin size="small" />
      </div>
    );
  }
  if (store.results.length === 0) {
    return <Typography.Text type="secondary">No results</Typography.Text>;
  }
  const activeKey = store.activeOption?.key;
  const indexOf = new Map(store.options.map((option, index) => [option.key, index]));
  const row = (result: SearchResult, key: string) => (
    <ResultRow
      key={key}
      result={result}
      optionKey={key}
      active={activeKey === key}
      onChoose={onChoose}
      onHover={() => store.setActiveIndex(indexOf.get(key) ?? -1)}
    />
  );
  return (
    <ul
      id={SEARCH_LIST_ID}
      role="listbox"
      aria-label="Search results"
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        // Fits a phone: never wider than the window less the popover's margins (issue 35).
        width: 'min(360px, calc(100vw - 32px))',
        maxHeight: '60vh',
        overflowY: 'auto',
      }}
    >
      {store.results.map((result, index) =>
        result.children && result.children.length > 0 ? (
          <li key={index} role="presentation" style={{ marginBottom: 8 }}>
            <div style={{ padding: '4px 12px' }}>
              <Typography.Text strong>{result.label}</Typography.Text>
              {result.caption ? (
                <Typography.Text type="secondary" style={{ marginLeft: 8, fontSize: '0.85em' }}>
                  {result.caption}
                </Typography.Text>
              ) : null}
            </div>
            <ul
              role="group"
              aria-label={result.label}
              style={{ listStyle: 'none', margin: 0, padding: 0 }}
            >
              {result.children.map((child, childIndex) => row(child, `${index}.${childIndex}`))}
            </ul>
          </li>
        ) : (
          row(result, `${index}`)
        ),
      )}
    </ul>
  );
});
