import { Button, Empty, Input, Spin } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { api, isApiError, type FieldValue, type WizardOption } from '@platform/shared';
import { Debouncer } from '../../common/debounce';
import { WIZARD_SEARCH_DEBOUNCE_MS } from '../../common/timings';
import { filterOptions, sortedOptions, type WizardStep } from './wizardModel';

interface SelectStepProps {
  step: WizardStep;
  value: FieldValue | undefined;
  onPick: (option: WizardOption) => void;
}

function parseOptions(data: unknown): WizardOption[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((raw: unknown) => {
    if (typeof raw !== 'object' || raw === null) return [];
    const entry = raw as Record<string, unknown>;
    if (typeof entry.id !== 'string' && typeof entry.id !== 'number') return [];
    return [
      {
        id: entry.id,
        name: typeof entry.name === 'string' ? entry.name : String(entry.id),
        sort: typeof entry.sort === 'number' ? entry.sort : undefined,
        icon_image: typeof entry.icon_image === 'string' ? entry.icon_image : null,
      },
    ];
  });
}

/** Pictures from the server are drawn only from http(s), same-origin paths or inline images. */
function imageSource(url: string | null | undefined): string | null {
  if (!url) return null;
  return /^(https?:\/\/|\/(?!\/)|data:image\/)/i.test(url) ? url : null;
}

/** GET data_url with `search`; the answer's data are the options. */
async function fetchOptions(url: string, search: string): Promise<WizardOption[]> {
  const result = await api.get<unknown>(url, { params: { search }, reuseSeconds: 0 });
  return sortedOptions(parseOptions(result.data));
}

/** A select step: options (with pictures) to pick from, searched on the server or locally. */
export function SelectStep(props: SelectStepProps) {
  const { step, value, onPick } = props;
  const url = step.config.data_url ?? null;
  const serverSearch = url !== null && !step.config.client_side_search;
  const [search, setSearch] = useState('');
  const [options, setOptions] = useState<WizardOption[]>(() =>
    sortedOptions(step.config.options ?? []),
  );
  const [loading, setLoading] = useState(url !== null);
  const debouncer = useMemo(() => new Debouncer(), []);
  const latest = useRef(0);

  const load = useMemo(
    () => async (text: string) => {
      if (url === null) return;
      const call = ++latest.current;
      setLoading(true);
      try {
        const loaded = await fetchOptions(url, text);
        if (call === latest.current) setOptions(loaded);
      } catch (error) {
        if (!(isApiError(error) && error.cancelled) && call === latest.current) setOptions([]);
      } finally {
        if (call === latest.current) setLoading(false);
      }
    },
    [url],
  );

  useEffect(() => {
    void load('');
    return () => {
      debouncer.cancel();
      latest.current += 1;
    };
  }, [load, debouncer]);

  const changeSearch = (text: string) => {
    setSearch(text);
    if (serverSearch) debouncer.schedule(() => void load(text), WIZARD_SEARCH_DEBOUNCE_MS);
  };

  const shown = serverSearch ? options : filterOptions(options, search);
  return (
    <div>
      {step.config.can_search ? (
        <Input.Search
          aria-label={`Search ${step.title}`}
          placeholder="Search"
          allowClear
          value={search}
          onChange={(event) => changeSearch(event.target.value)}
          style={{ marginBottom: 12, maxWidth: 400 }}
        />
      ) : null}
      <Spin spinning={loading}>
        {shown.length === 0 && !loading ? <Empty /> : null}
        <div
          role="group"
          aria-label={step.title}
          style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}
        >
          {shown.map((option) => {
            const chosen =
              value !== undefined && value !== null && String(value) === String(option.id);
            const picture = imageSource(option.icon_image);
            return (
              <Button
                key={String(option.id)}
                type={chosen ? 'primary' : 'default'}
                aria-pressed={chosen}
                onClick={() => onPick(option)}
                style={{ height: 'auto', minWidth: 120, padding: 8, flexDirection: 'column' }}
              >
                {picture ? <img src={picture} alt="" width={64} height={64} /> : null}
                <span>{option.name}</span>
              </Button>
            );
          })}
        </div>
      </Spin>
    </div>
  );
}
