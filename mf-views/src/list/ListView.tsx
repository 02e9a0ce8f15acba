import { Button, Empty, Grid, Input, Pagination, Table } from 'antd';
import type { TableRef } from 'antd/es/table';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef, type CSSProperties } from 'react';
import {
  SPECIAL_LIST_FIELDS,
  session,
  type FieldValue,
  type ListDefinition,
  type RecordData,
} from '@platform/shared';
import { ConfigErrorNotice } from '../common/ConfigErrorNotice';
import { PlusOutlined } from '../common/icons';
import { fillParams } from '../common/records';
import { DEFAULT_ROWS_PER_PAGE_OPTIONS } from '../common/timings';
import { useDisposable } from '../common/useDisposable';
import { MultiView } from '../multiview/MultiView';
import { useOpenModal } from '../multiview/modalContext';
import type { ViewScope } from '../multiview/ViewScope';
import { goTo, sameRoutePath, withDefaultTab } from '../page/navigation';
import { usePageContext } from '../page/PageContext';
import { ViewSkeleton } from '../page/ViewSkeleton';
import type { ViewItemProps } from '../registry/types';
import { CONTROL_COLUMN_WIDTH, buildColumns, rowColour, tableMinWidth } from './columns';
import { Expansion } from './Expansion';
import { FilterBar } from './FilterBar';
import { firstRowsGuess, useFirstPaintRows } from './firstPaintRows';
import { GridView } from './GridView';
import { ListCards } from './ListCards';
import { ListStore } from './ListStore';
import { ListTotals } from './ListTotals';
import { parseListDefinition } from './parseList';
import { QuickDayFilter } from './QuickDayFilter';
import { isRowOpeningClick, newRecordPath, rowClickPath } from './rowClick';
import { rememberListQuery } from './listMemory';
import { RadioChoiceSelect } from './RadioChoiceSelect';
import { SelectAllBox } from './SelectAllBox';

export const NO_DATA = 'No data available';
export const NO_RESULT = 'No result';
/** Above this many rows the table renders only the rows on screen. */
export const VIRTUAL_ROW_THRESHOLD = 50;
const VIRTUAL_HEIGHT = 560;

/** The 'list' item: a server list with search, sort, paging, filters, selection and inline editing. */
export function ListView(props: ViewItemProps) {
  const { item, scope } = props;
  const parsed = useMemo(() => parseListDefinition(item.data), [item.data]);
  if (!parsed.ok)
    return <ConfigErrorNotice source={`list '${item.name}'`} message={parsed.error} />;
  const childMultiView = parsed.value.config?.child_multi_view_id;
  // With a child_id the list gives way to the child's multi-view.
  if (childMultiView && scope.params.child_id) {
    return (
      <MultiView
        multiViewId={childMultiView}
        params={scope.params}
        tabParameter={scope.tabParameter}
      />
    );
  }
  return <ListBody definition={parsed.value} scope={scope} />;
}

interface ListBodyProps {
  definition: ListDefinition;
  scope: ViewScope;
}

function listParams(definition: ListDefinition, scope: ViewScope): Record<string, FieldValue> {
  const params = fillParams(definition.params, scope.params);
  if (scope.tabParameter) params[scope.tabParameter] = scope.params[scope.tabParameter] ?? '';
  return params;
}

const ListBody = observer(function ListBody(props: ListBodyProps) {
  const { definition, scope } = props;
  const page = usePageContext();
  const openModal = useOpenModal();
  // A phone shows the rows as cards (ADR 217): antd's xs is a window under 576 px.
  const phone = Grid.useBreakpoint().xs === true;
  const paramsKey = JSON.stringify(listParams(definition, scope));
  const store = useDisposable(
    () =>
      new ListStore({
        definition,
        params: JSON.parse(paramsKey),
        timeZone: session.user?.timezone ?? null,
      }),
    [definition, paramsKey],
  );

  useEffect(() => {
    void store.start();
  }, [store]);

  // Buttons elsewhere in the multi-view send the selected ids (use_selection).
  useEffect(
    () =>
      reaction(
        () => store.selection,
        (rows) => scope.setSelection(rows),
      ),
    [store, scope],
  );

  const config = store.config;
  const open = async (row: RecordData, event: { button: number; target: EventTarget | null }) => {
    if (config.disable_row_click || !isRowOpeningClick(event)) return;
    if (config.child_multi_view_id) {
      goTo(
        sameRoutePath(page.route, page.routeParams, page.pathname, {
          child_id: row.id as string | number,
        }),
      );
      return;
    }
    // The record's previous/next buttons then move through this list as it is shown now.
    rememberListQuery(store.definition.url, store.query);
    goTo(await withDefaultTab(rowClickPath(config, row, page.pathname)));
  };
  const openNew = async () => {
    if (config.new_button_multi_view_id) {
      // The new record starts with the list's parameters (e.g. the job of a job's quotes).
      const fixed = Object.fromEntries(
        Object.entries(JSON.parse(paramsKey) as Record<string, unknown>).map(([key, value]) => [
          key,
          String(value ?? ''),
        ]),
      );
      openModal(config.new_button_multi_view_id, {
        ...scope.params,
        ...fixed,
        id: 'new',
        child_id: '',
      });
      return;
    }
    goTo(await withDefaultTab(newRecordPath(config, page.pathname)));
  };

  // Until its first rows (or a failure), the list shows its skeleton: never an empty table
  // mounted first and replaced at once.
  if (!store.loaded && (store.loading || !store.settled)) return <ViewSkeleton kind="list" />;

  return (
    <div data-list={definition.url}>
      <div
        style={{
          display: 'flex',
          gap: 8,
          flexWrap: 'wrap',
          marginBottom: 12,
          alignItems: 'center',
        }}
      >
        {config.hide_search ? null : (
          <Input.Search
            aria-label="Search"
            placeholder="Search"
            allowClear
            style={{ maxWidth: 280 }}
            value={store.searchInput}
            onChange={(event) => store.setSearchInput(event.target.value)}
          />
        )}
        {store.radioOptionsUrl ? (
          <RadioChoiceSelect store={store} url={store.radioOptionsUrl} />
        ) : null}
        {config.has_quick_date_filter ? <QuickDayFilter store={store} /> : null}
        {config.has_filter !== false ? <FilterBar store={store} /> : null}
        <div style={{ flex: 1 }} />
        {config.new_line_object ? (
          <Button onClick={() => void store.addLine()}>Add line</Button>
        ) : null}
        {config.hide_new ? null : (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => void openNew()}>
            New
          </Button>
        )}
      </div>
      {config.grid_view ? (
        store.rows.length === 0 ? (
          <Empty description={store.isNarrowed ? NO_RESULT : NO_DATA} />
        ) : (
          <GridView store={store} onOpen={(row, event) => void open(row, event)} />
        )
      ) : phone ? (
        <ListCards
          store={store}
          onOpen={(row, event) => void open(row, event)}
          emptyText={store.isNarrowed ? NO_RESULT : NO_DATA}
        />
      ) : (
        <ListTable store={store} onOpen={(row, event) => void open(row, event)} />
      )}
      <ListTotals store={store} />
      {config.remove_pagination ? null : <ListPagination store={store} phone={phone} />}
    </div>
  );
});

/** The table's narrowest width, read by views.css. */
const LIST_MIN_WIDTH = '--views-list-min-width';

interface ListTableProps {
  store: ListStore;
  onOpen: (row: RecordData, event: { button: number; target: EventTarget | null }) => void;
}

const ListTable = observer(function ListTable(props: ListTableProps) {
  const { store, onOpen } = props;
  const config = store.config;
  const { headers, sortBy, sortDirection, inlineOptions } = store;
  // Rebuilt when headers, sort or loaded options change; never on a keystroke or new rows.
  const columns = useMemo(
    () => buildColumns(store),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [store, headers, sortBy, sortDirection, inlineOptions],
  );
  const expansion = headers.find((header) => header.field_name === SPECIAL_LIST_FIELDS.expansion);
  const selection = config.row_selection;
  const virtual = config.virtual ?? store.rows.length > VIRTUAL_ROW_THRESHOLD;
  const selectAll = store.selectAll;
  const table = useRef<TableRef>(null);
  // The rows that fill the window first (ADR 244, 263); a virtual table draws only what is in view
  // already.
  const rows = useFirstPaintRows(
    store.rows,
    virtual ? Infinity : firstRowsGuess(window.innerHeight, store.expandedKeys.length > 0),
    () => table.current?.nativeElement?.querySelector('.ant-table-tbody'),
  );
  const minWidth =
    tableMinWidth(columns) +
    (selection ? CONTROL_COLUMN_WIDTH : 0) +
    (config.expandable && expansion ? CONTROL_COLUMN_WIDTH : 0);

  return (
    <Table<RecordData>
      // Narrower than its columns need, the table scrolls inside itself (views.css), by the
      // table's CSS min-width rather than rc-table's `scroll.x`: with that, rc-table draws a
      // measuring row, reads every column's width and draws again, a forced layout on the way to
      // the first paint that a fixed layout with set widths does not need (ADR 262). A virtual
      // table needs both numbers.
      ref={table}
      className="views-list-table"
      style={{ [LIST_MIN_WIDTH]: `${minWidth}px` } as CSSProperties}
      rowKey={(row) => String(row.id)}
      size={config.dense ? 'small' : 'middle'}
      columns={columns}
      dataSource={rows as RecordData[]}
      // The first screen of a list without pagination shows while its other rows arrive.
      loading={store.loading && !store.partial}
      pagination={false}
      // Fixed layout: a keystroke in an inline cell never makes the browser re-measure every column.
      tableLayout="fixed"
      virtual={virtual}
      scroll={virtual ? { x: minWidth, y: VIRTUAL_HEIGHT } : undefined}
      locale={{ emptyText: <Empty description={store.isNarrowed ? NO_RESULT : NO_DATA} /> }}
      onChange={(_pagination, _filters, sorter) => {
        const sort = Array.isArray(sorter) ? sorter[0] : sorter;
        const direction =
          sort?.order === 'descend' ? 'desc' : sort?.order === 'ascend' ? 'asc' : undefined;
        store.setSort(sort?.columnKey as string | undefined, direction);
      }}
      onRow={(row) => ({
        onClick: (event) => onOpen(row, event),
        style: {
          cursor: config.disable_row_click ? 'default' : 'pointer',
          background: rowColour(config.field_colors, row),
        },
      })}
      rowSelection={
        selection
          ? {
              columnWidth: CONTROL_COLUMN_WIDTH,
              selectedRowKeys: store.selectedKeys,
              columnTitle: (
                <SelectAllBox
                  checked={selectAll === 'on'}
                  indeterminate={selectAll === 'indeterminate'}
                  disabled={store.partial}
                  onChange={() => store.toggleAllRows()}
                />
              ),
              onSelect: (row) => store.toggleRow(row),
              getCheckboxProps: (row) => ({
                disabled: !store.isSelectable(row),
                'aria-label': `Select ${String(row.id)}`,
              }),
            }
          : undefined
      }
      expandable={
        config.expandable && expansion
          ? {
              columnWidth: CONTROL_COLUMN_WIDTH,
              expandedRowKeys: store.expandedKeys,
              onExpandedRowsChange: (keys) => store.setExpandedKeys(keys.map(String)),
              rowExpandable: (row) =>
                row[SPECIAL_LIST_FIELDS.expansion] !== undefined &&
                row[SPECIAL_LIST_FIELDS.expansion] !== null,
              expandedRowRender: (row) => <Expansion value={row[SPECIAL_LIST_FIELDS.expansion]} />,
            }
          : undefined
      }
    />
  );
});

const ListPagination = observer(function ListPagination(props: {
  store: ListStore;
  phone: boolean;
}) {
  const { store, phone } = props;
  const options = store.config.rows_per_page_options ?? DEFAULT_ROWS_PER_PAGE_OPTIONS;
  return (
    <div
      style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 12 }}
      data-has-next={store.paging.hasNext}
      data-has-previous={store.paging.hasPrevious}
    >
      <Pagination
        // No wider than the list: its parts wrap, right-aligned, instead of running off the
        // left edge of a phone, where nothing could scroll to them.
        style={{ maxWidth: '100%', justifyContent: 'flex-end' }}
        showLessItems={phone}
        current={store.page}
        pageSize={store.pageSize}
        total={store.total}
        showSizeChanger
        pageSizeOptions={options.map(String)}
        showTotal={(total) => `${total} ${total === 1 ? 'record' : 'records'}`}
        onChange={(page, pageSize) => store.setPage(page, pageSize)}
      />
    </div>
  );
});
