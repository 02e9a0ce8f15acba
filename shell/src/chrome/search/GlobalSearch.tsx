import { useEffect, useState, type KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Input, Popover } from 'antd';
import { SearchIcon } from '../icons';
import { session, type SearchResult } from '@platform/shared';
import { openTarget } from '../appPath';
import { isSelectable, SearchStore } from './searchStore';
import { optionId, SEARCH_LIST_ID, SearchResults } from './SearchResults';

export interface GlobalSearchProps {
  /** Called after a result was chosen (a floating drawer closes itself). */
  onNavigate?: () => void;
}

/** The drawer's search box: debounced server search with grouped results and keyboard navigation. */
export const GlobalSearch = observer(function GlobalSearch({ onNavigate }: GlobalSearchProps) {
  const [store] = useState(() => new SearchStore());
  const [focused, setFocused] = useState(false);
  useEffect(() => () => store.dispose(), [store]);

  const choose = (result: SearchResult) => {
    if (!isSelectable(result) || !result.path) return;
    openTarget(result.path, session.orgPrefix);
    store.clear();
    setFocused(false);
    onNavigate?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        store.move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        store.move(-1);
        break;
      case 'Enter':
        if (store.activeOption) {
          event.preventDefault();
          choose(store.activeOption.result);
        }
        break;
      case 'Escape':
        setFocused(false);
        break;
    }
  };

  const open = focused && store.text.trim() !== '';
  const active = store.activeOption;
  return (
    <Popover
      open={open}
      trigger={[]}
      placement="bottomLeft"
      arrow={false}
      content={
        // Keeps the focus in the box while a result is clicked, so the list does not close first.
        <div onMouseDown={(event) => event.preventDefault()}>
          <SearchResults store={store} onChoose={choose} />
        </div>
      }
    >
      <Input
        role="combobox"
        aria-label="Search"
        aria-expanded={open}
        aria-controls={SEARCH_LIST_ID}
        aria-autocomplete="list"
        aria-activedescendant={active ? optionId(active.key) : undefined}
        placeholder="Search"
        allowClear
        prefix={<SearchIcon />}
        value={store.text}
        onChange={(event) => {
          store.setText(event.target.value);
          setFocused(true);
        }}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onKeyDown={onKeyDown}
      />
    </Popover>
  );
});
