import { Input, Select } from 'antd';
import { DatePicker, RangePicker } from '../common/later';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { api, notify, type FilterItem } from '@platform/shared';
import { Debouncer } from '../common/debounce';
import { DROPDOWN_FILTER_DEBOUNCE_MS } from '../common/timings';
import { CONTACT_ADMIN_MESSAGE } from '@platform/shared/values';
import type { ListStore } from './ListStore';
import { FILTER_DATE_FORMAT, FILTER_DATE_TIME_FORMAT, type FilterInput } from './query';

interface DropdownFilterProps {
  filter: FilterItem;
  value: FilterInput | undefined;
  onChange: (value: FilterInput) => void;
}

/** Options of a dropdown filter: GET {data_url}?search={text}, read through label_key and key. */
function DropdownFilter(props: DropdownFilterProps) {
  const { filter, value, onChange } = props;
  const [options, setOptions] = useState<Array<{ value: string | number; label: string }>>([]);
  const [loading, setLoading] = useState(false);
  const debounce = useRef(new Debouncer());
  const labelKey = filter.label_key ?? 'name';
  const key = filter.key ?? 'id';

  const fetchOptions = (search: string) => {
    if (!filter.data_url) return;
    setLoading(true);
    api
      .get<Array<Record<string, unknown>>>(filter.data_url, {
        params: { search },
        silent: true,
        retries: 10,
      })
      .then((result) =>
        setOptions(
          (Array.isArray(result.data) ? result.data : []).map((option) => ({
            value: option[key] as string | number,
            label: String(option[labelKey] ?? option[key]),
          })),
        ),
      )
      .catch(() => notify.error(CONTACT_ADMIN_MESSAGE))
      .finally(() => setLoading(false));
  };

  useEffect(() => {
    const pending = debounce.current;
    return () => pending.cancel();
  }, []);

  return (
    <Select
      aria-label={filter.label}
      placeholder={filter.label}
      style={{ minWidth: 180 }}
      allowClear
      loading={loading}
      mode={filter.type === 'dropdown-multiple' ? 'multiple' : undefined}
      value={(value ?? undefined) as string | number | Array<string | number> | undefined}
      options={options}
      showSearch={{
        filterOption: false,
        onSearch: (text) =>
          debounce.current.schedule(() => fetchOptions(text), DROPDOWN_FILTER_DEBOUNCE_MS),
      }}
      onOpenChange={(open) => {
        if (open && options.length === 0) fetchOptions('');
      }}
      onChange={(next) => onChange((next ?? null) as FilterInput)}
    />
  );
}

export interface FilterBarProps {
  store: ListStore;
}

/** The list's filters: date-time range, date range, date, dropdowns and text. */
export const FilterBar = observer(function FilterBar(props: FilterBarProps) {
  const { store } = props;
  if (store.filters.length === 0) return null;
  return (
    <div role="group" aria-label="Filters" style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {store.filters.map((filter) => {
        const value = store.filterInputs[filter.field];
        const change = (input: FilterInput) => store.setFilterInput(filter, input);
        switch (filter.type) {
          case 'date-time-range':
          case 'date-range':
            return (
              <RangePicker
                key={filter.field}
                aria-label={filter.label}
                showTime={
                  filter.type === 'date-time-range'
                    ? { format: 'hh:mm A', use12Hours: true }
                    : false
                }
                format={
                  filter.type === 'date-time-range' ? FILTER_DATE_TIME_FORMAT : FILTER_DATE_FORMAT
                }
                placeholder={[`${filter.label} from`, 'to']}
                value={
                  Array.isArray(value) && value.length === 2 ? (value as [never, never]) : null
                }
                onChange={(range) => change(range ? [range[0] ?? null, range[1] ?? null] : null)}
              />
            );
          case 'date':
            return (
              <DatePicker
                key={filter.field}
                aria-label={filter.label}
                placeholder={filter.label}
                format={FILTER_DATE_FORMAT}
                value={value && !Array.isArray(value) && typeof value === 'object' ? value : null}
                onChange={(day) => change(day ?? null)}
              />
            );
          case 'dropdown':
          case 'dropdown-multiple':
            return (
              <DropdownFilter key={filter.field} filter={filter} value={value} onChange={change} />
            );
          default:
            return (
              <Input
                key={filter.field}
                aria-label={filter.label}
                placeholder={filter.label}
                allowClear
                style={{ width: 180 }}
                value={typeof value === 'string' ? value : ''}
                onChange={(event) => change(event.target.value)}
              />
            );
        }
      })}
    </div>
  );
});
