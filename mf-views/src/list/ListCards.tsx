import { Button, Card, Checkbox, Empty, Select, Spin } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { observer } from 'mobx-react-lite';
import { useMemo, useRef, type ReactNode } from 'react';
import { SPECIAL_LIST_FIELDS, type RecordData } from '@platform/shared';
import { SortAscendingOutlined, SortDescendingOutlined } from '../common/icons';
import { buildColumns, rowColour } from './columns';
import { isRecord } from '../common/records';
import { Expansion, expansionFields } from './Expansion';
import { firstRowsGuess, useFirstPaintRows } from './firstPaintRows';
import type { ListStore } from './ListStore';
import { SelectAllBox } from './SelectAllBox';

export const SORT_BY_LABEL = 'Sort by';

export interface ListCardsProps {
  store: ListStore;
  onOpen: (row: RecordData, event: { button: number; target: EventTarget | null }) => void;
  emptyText: string;
}

/**
 * A list on a phone (ADR 217): each row a card that reads top to bottom — its first column as
 * the card's title, every other column as a label and its value, the expansion's details and
 * the row's buttons — instead of a table of ten columns scrolled sideways in a 390 px window.
 * The cells are the table's own (inline editors, badges, formatted figures), from buildColumns;
 * sorting, which the table's headers offer, is a "Sort by" choice with its direction.
 */
export const ListCards = observer(function ListCards(props: ListCardsProps) {
  const { store, onOpen, emptyText } = props;
  const { headers, sortBy, sortDirection, inlineOptions } = store;
  const columns = useMemo(
    () => buildColumns(store) as ColumnType<RecordData>[],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [store, headers, sortBy, sortDirection, inlineOptions],
  );
  const config = store.config;
  const [title, ...fields] = columns.filter(
    (column) => column.key !== SPECIAL_LIST_FIELDS.rowActions,
  );
  const actions = columns.find((column) => column.key === SPECIAL_LIST_FIELDS.rowActions);
  const expandable = headers.some((header) => header.field_name === SPECIAL_LIST_FIELDS.expansion);
  const selection = config.row_selection;
  const selectAll = store.selectAll;
  const cards = useRef<HTMLUListElement>(null);
  // The cards that fill the window first (ADR 244, 263): a card is as tall as an opened row.
  const rows = useFirstPaintRows(
    store.rows,
    firstRowsGuess(window.innerHeight, true),
    () => cards.current,
  );

  return (
    <Spin spinning={store.loading && !store.partial}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 12 }}>
        {selection ? (
          <label style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <SelectAllBox
              checked={selectAll === 'on'}
              indeterminate={selectAll === 'indeterminate'}
              disabled={store.partial}
              onChange={() => store.toggleAllRows()}
            />
          </label>
        ) : null}
        <SortChoice store={store} />
      </div>
      {store.rows.length === 0 ? (
        <Empty description={emptyText} />
      ) : (
        <ul
          ref={cards}
          style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}
        >
          {rows.map((row, index) => {
            const key = String(row.id);
            const details = row[SPECIAL_LIST_FIELDS.expansion];
            const expanded = store.expandedKeys.includes(key);
            const hasDetails = Boolean(expandable && config.expandable && details != null);
            const shownDetails = hasDetails && expanded;
            return (
              <li key={key} data-list-card={key}>
                <Card
                  size="small"
                  title={
                    <span style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                      {selection ? (
                        <Checkbox
                          aria-label={`Select ${key}`}
                          checked={store.selectedKeys.includes(key)}
                          disabled={!store.isSelectable(row)}
                          onChange={() => store.toggleRow(row)}
                        />
                      ) : null}
                      {title ? cell(title, row, index) : key}
                    </span>
                  }
                  style={{
                    cursor: config.disable_row_click ? 'default' : 'pointer',
                    background: rowColour(config.field_colors, row),
                  }}
                  onClick={(event) => onOpen(row, event)}
                >
                  <dl className="list-card-fields">
                    {fields.map((column) => (
                      <div key={String(column.key)} style={{ display: 'contents' }}>
                        <dt>{column.title as ReactNode}</dt>
                        <dd>{cell(column, row, index)}</dd>
                      </div>
                    ))}
                    {/* Opened details made of fields go on in the card's own list, their labels
                        in line with the fields'; HTML details follow the list. */}
                    {shownDetails && isRecord(details)
                      ? expansionFields(details).map(([label, text]) => (
                          <div key={`details:${label}`} style={{ display: 'contents' }}>
                            <dt>{label}</dt>
                            <dd>{text}</dd>
                          </div>
                        ))
                      : null}
                  </dl>
                  {shownDetails && !isRecord(details) ? <Expansion value={details} /> : null}
                  {hasDetails ? (
                    <Button
                      type="link"
                      size="small"
                      style={{ padding: 0 }}
                      aria-expanded={expanded}
                      onClick={() =>
                        store.setExpandedKeys(
                          expanded
                            ? store.expandedKeys.filter((other) => other !== key)
                            : [...store.expandedKeys, key],
                        )
                      }
                    >
                      {expanded ? 'Fewer details' : 'More details'}
                    </Button>
                  ) : null}
                  {actions ? <div style={{ marginTop: 8 }}>{cell(actions, row, index)}</div> : null}
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </Spin>
  );
});

/** A column's cell for a row, drawn as the table draws it. */
function cell(column: ColumnType<RecordData>, row: RecordData, index: number): ReactNode {
  const dataIndex = column.dataIndex as string | undefined;
  const value = dataIndex ? row[dataIndex] : undefined;
  if (column.render) return column.render(value, row, index) as ReactNode;
  return value == null ? '' : String(value);
}

/** The sort a table header gives, for a list without headers: a column and its direction. */
const SortChoice = observer(function SortChoice(props: { store: ListStore }) {
  const { store } = props;
  const sortable = store.headers.filter((header) => header.user_sortable && !header.hide_on_table);
  if (sortable.length === 0) return null;
  const descending = store.sortDirection === 'desc';
  return (
    <span style={{ display: 'flex', gap: 4 }}>
      <Select
        aria-label={SORT_BY_LABEL}
        placeholder={SORT_BY_LABEL}
        allowClear
        style={{ minWidth: 160 }}
        value={store.sortBy ?? undefined}
        options={sortable.map((header) => ({
          value: header.field_name,
          label: header.display_name,
        }))}
        onChange={(field?: string) =>
          store.setSort(field, field ? (store.sortDirection ?? 'asc') : undefined)
        }
      />
      <Button
        aria-label={descending ? 'Sorted descending' : 'Sorted ascending'}
        aria-pressed={descending}
        disabled={!store.sortBy}
        icon={
          descending ? (
            <SortDescendingOutlined aria-hidden />
          ) : (
            <SortAscendingOutlined aria-hidden />
          )
        }
        onClick={() => store.setSort(store.sortBy ?? undefined, descending ? 'asc' : 'desc')}
      />
    </span>
  );
});
