import { Select } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, type UIEvent } from 'react';
import { useDisposable } from '../common/useDisposable';
import { PagedOptions } from '../form/pagedOptions';
import { lastVisibleIndex } from '../form/field-display';
import type { ListStore } from './ListStore';

export const RADIO_CHOICE_LABEL = 'Chosen product';

/**
 * The list's radio choice as a select (radio_options_url): its options come 20 at a time with
 * search, the next page when the user scrolls within 3 of the end, like every paged select.
 */
export const RadioChoiceSelect = observer(function RadioChoiceSelect(props: {
  store: ListStore;
  url: string;
}) {
  const { store, url } = props;
  const options = useDisposable(() => new PagedOptions(url), [url]);
  useEffect(() => {
    void options.ensureLoaded();
  }, [options]);
  const current = options.options.find((option) => option.selected === true)?.id ?? null;
  return (
    <Select
      aria-label={RADIO_CHOICE_LABEL}
      placeholder={RADIO_CHOICE_LABEL}
      style={{ minWidth: 260 }}
      showSearch={{ filterOption: false, onSearch: (text) => options.setSearch(text) }}
      loading={options.loading}
      value={store.radioChoice ?? current}
      options={options.options.map((option) => ({ value: option.id, label: option.name }))}
      onPopupScroll={(event: UIEvent<HTMLDivElement>) =>
        options.onScrolledTo(lastVisibleIndex(event.currentTarget, options.options.length))
      }
      onChange={(value: string | number) => void store.chooseRadioValue(value)}
    />
  );
});
