import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Input, Spin } from 'antd';
import { api } from '@platform/shared';
import { mentionQuery, STAFF_PAGE_SIZE, type Mention } from './notesModel';

export interface NoteEditorProps {
  value: string;
  onChange: (value: string) => void;
  mentions: Mention[];
  onMentionsChange: (mentions: Mention[]) => void;
  /** Shift+Enter or Ctrl+Enter. */
  onSubmit: () => void;
  placeholder?: string;
  disabled?: boolean;
  label: string;
}

interface StaffItem {
  id: number;
  name: string;
}

/**
 * The note editor: a text area that submits on Shift+Enter or Ctrl+Enter (Enter alone is a new
 * line) and offers staff to mention while an '@word' is typed (GET /staff/all, page size 20).
 * While the offer is open the keyboard picks from it: the arrows move through the people, Enter
 * or Tab picks the one highlighted (never a line break), Escape closes it (issue 35, item 7).
 */
export function NoteEditor(props: NoteEditorProps) {
  const { value, onChange, mentions, onMentionsChange, onSubmit } = props;
  const [query, setQuery] = useState<{ start: number; query: string } | null>(null);
  const [staff, setStaff] = useState<StaffItem[]>([]);
  const [searching, setSearching] = useState(false);
  const [active, setActive] = useState(0);
  const caret = useRef(0);
  const pickerId = useId();
  const optionId = (index: number) => `${pickerId}-option-${index}`;
  const searchText = query?.query ?? null;

  useEffect(() => {
    if (searchText === null) return;
    const controller = new AbortController();
    setSearching(true);
    api
      .get<StaffItem[]>('/staff/all', {
        params: {
          search: searchText,
          pagination_object: {
            page_number: 1,
            page_size: STAFF_PAGE_SIZE,
            sort_by: 'name_first',
            sort_direction: 'asc',
          },
        },
        signal: controller.signal,
        suppressNotificationMessage: true,
      })
      .then(({ data }) => {
        setStaff(Array.isArray(data) ? data : []);
        setActive(0);
      })
      .catch(() => {
        if (!controller.signal.aborted) setStaff([]);
      })
      .finally(() => {
        if (!controller.signal.aborted) setSearching(false);
      });
    return () => controller.abort();
  }, [searchText]);

  const pick = (person: StaffItem) => {
    if (!query) return;
    const inserted = `@${person.name} `;
    const next = value.slice(0, query.start) + inserted + value.slice(caret.current);
    onChange(next);
    if (!mentions.some((mention) => mention.id === person.id)) {
      onMentionsChange([...mentions, { id: person.id, name: person.name }]);
    }
    setQuery(null);
  };

  // While a newer search is on its way, the people found for the text before it who still match
  // stay offered: what is highlighted is what Enter picks, for someone who types '@Sam' and
  // presses Enter before the answer to '@Sam' is in.
  const needle = (searchText ?? '').toLowerCase();
  const shown = searching
    ? staff.filter((person) => person.name.toLowerCase().includes(needle))
    : staff;
  const offering = query !== null && shown.length > 0;
  const highlighted = Math.min(active, shown.length - 1);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape' && query) {
      event.preventDefault();
      setQuery(null);
      return;
    }
    if (offering && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((at) => (at + step + shown.length) % shown.length);
      return;
    }
    const plainEnter = event.key === 'Enter' && !event.shiftKey && !event.ctrlKey;
    if (offering && (plainEnter || event.key === 'Tab')) {
      event.preventDefault();
      pick(shown[highlighted]);
      return;
    }
    if (event.key === 'Enter' && (event.shiftKey || event.ctrlKey)) {
      event.preventDefault();
      onSubmit();
    }
  };

  return (
    <div className="notes-editor">
      <Input.TextArea
        aria-label={props.label}
        value={value}
        placeholder={props.placeholder}
        disabled={props.disabled}
        rows={3}
        onChange={(event) => {
          const text = event.target.value;
          caret.current = event.target.selectionStart ?? text.length;
          onChange(text);
          setQuery(mentionQuery(text, caret.current));
        }}
        onKeyDown={onKeyDown}
        aria-expanded={query !== null}
        aria-controls={query ? pickerId : undefined}
        aria-activedescendant={offering ? optionId(highlighted) : undefined}
      />
      {query ? (
        <div
          id={pickerId}
          className="notes-mention-picker"
          role="listbox"
          aria-label="Mention staff"
        >
          {searching ? <Spin size="small" /> : null}
          {!searching && staff.length === 0 ? <div className="notes-muted">No results</div> : null}
          {shown.map((person, index) => (
            <div
              key={person.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === highlighted}
              tabIndex={-1}
              className={`notes-mention-option${index === highlighted ? ' notes-mention-active' : ''}`}
              onMouseEnter={() => setActive(index)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(person)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') pick(person);
              }}
            >
              {person.name}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
