import { ConfigProvider, Grid, Table, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type HTMLAttributes,
  type RefObject,
} from 'react';
import type { CostLine } from '@platform/shared/contracts';
import { notPricedText, type CostingResult } from '@platform/shared/pricing';
import {
  costColumns,
  TABLE_MIN_WIDTH,
  WRAPPING_TAG,
  type Row,
  type RowActions,
  type Side,
} from './costColumns';
import { money } from './money';
import { LineFigures, useTotals } from './lineFigures';
import { useRowWindow, type RowWindow } from './useRowWindow';

export { COLUMN_WIDTHS, DESCRIPTION_MIN_WIDTH } from './costColumns';

export interface CostLineTableProps {
  lines: CostLine[];
  result: CostingResult;
  onEdit: (line: CostLine) => void;
  onClone: (line: CostLine) => void;
  onDelete: (line: CostLine) => void;
}

/** Narrow cells (4 px each side) leave the description room to read. */
const TABLE_THEME = { components: { Table: { cellPaddingInlineSM: 4 } } };
/** Columns of the table: a spacer row spans them all. */
const COLUMN_COUNT = 13;

/** Which line's figure has its "why" chain open. */
interface OpenWhy {
  id: number;
  side: Side;
}

/** What the table's parts read of the row window: the rows in the DOM and the body's box. */
interface WindowContext {
  rows: RowWindow;
  /** Every line of the costing, drawn or not (for assistive technology: aria-rowcount). */
  count: number;
  body: RefObject<HTMLTableSectionElement | null>;
}
const TableWindow = createContext<WindowContext | null>(null);

/** The room of the rows not drawn: one empty row, hidden from assistive technology. */
function Spacer({ height }: { height: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true" className="cost-line-spacer">
      <td colSpan={COLUMN_COUNT} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}

/** The table body: the rows in view between the room of those above and below them. */
function WindowedBody(props: HTMLAttributes<HTMLTableSectionElement>) {
  const context = useContext(TableWindow);
  const { children, ...rest } = props;
  return (
    <tbody {...rest} ref={context?.body}>
      <Spacer height={context?.rows.above ?? 0} />
      {children}
      <Spacer height={context?.rows.below ?? 0} />
    </tbody>
  );
}

/** The table says how many rows it has in all (header, every line, the total). */
function CountedTable(props: HTMLAttributes<HTMLTableElement>) {
  const context = useContext(TableWindow);
  return <table {...props} aria-rowcount={context ? context.count + 2 : undefined} />;
}

function HeaderRow(props: HTMLAttributes<HTMLTableRowElement>) {
  return <tr {...props} aria-rowindex={1} />;
}

const COMPONENTS = {
  table: CountedTable,
  header: { row: HeaderRow },
  body: { wrapper: WindowedBody },
};

/**
 * The cost lines with every column of spec §2 and a totals row. Only the rows in the browser
 * window are drawn (useRowWindow), and a row is drawn again only when its own figures change:
 * a test-size change on 200 lines redraws a screenful of rows, not 200 (ADR 203).
 */
export const CostLineTable = observer(function CostLineTable(props: CostLineTableProps) {
  const { lines, result } = props;
  const [why, setWhy] = useState<OpenWhy | null>(null);
  // The cells call the latest handlers with the latest line of an id: stable cells, no stale rows.
  const latest = useRef({ props, lines: new Map<number, CostLine>() });
  latest.current = { props, lines: new Map(lines.map((line) => [line.id, line])) };
  // The computed figures live beside the table's data (ADR 213): published after each render.
  const [figures] = useState(() => {
    const made = new LineFigures();
    made.publish(result);
    return made;
  });
  useLayoutEffect(() => figures.publish(result), [figures, result]);
  const [tableColumns] = useState(() => {
    const withLine = (use: (line: CostLine) => void) => (id: number) => {
      const line = latest.current.lines.get(id);
      if (line) use(line);
    };
    const act: RowActions = {
      edit: withLine((line) => latest.current.props.onEdit(line)),
      clone: withLine((line) => latest.current.props.onClone(line)),
      remove: withLine((line) => latest.current.props.onDelete(line)),
      toggleWhy: (id, side) =>
        setWhy((open) => (open && open.id === id && open.side === side ? null : { id, side })),
      closeWhy: () => setWhy(null),
    };
    return costColumns(act, figures);
  });
  // On a phone only the figures stay pinned (right): pinned Actions as well would leave the
  // other columns a sliver of a 390 px window; they scroll sideways inside the card instead.
  const phone = Grid.useBreakpoint().xs === true;
  const shownColumns = useMemo(
    () =>
      phone
        ? tableColumns.map((column) =>
            column.fixed === 'left' ? { ...column, fixed: undefined } : column,
          )
        : tableColumns,
    [phone, tableColumns],
  );

  // A row stays the same object while its line and its open chain do: a recalculation changes
  // no row, so the table is not drawn again and does not measure itself (ADR 213).
  const kept = useRef(new Map<number, Row>());
  const rows: Row[] = lines.map((line) => {
    const open = why && why.id === line.id ? why.side : null;
    const previous = kept.current.get(line.id);
    if (previous && previous.line === line && previous.open === open) return previous;
    return { key: line.id, line, open };
  });
  kept.current = new Map(rows.map((row) => [row.key, row]));

  const body = useRef<HTMLTableSectionElement | null>(null);
  const view = useRowWindow(rows.length, body);
  // The same rows in view, the same array: the table then measures nothing again.
  const shown = useRef<Row[]>([]);
  const slice = rows.slice(view.start, view.end);
  if (
    slice.length !== shown.current.length ||
    slice.some((row, index) => row !== shown.current[index])
  ) {
    shown.current = slice;
  }
  const context = useMemo(() => ({ rows: view, count: rows.length, body }), [view, rows.length]);
  const start = view.start;
  const onRow = useCallback(
    (_: Row, index?: number) => ({ 'aria-rowindex': start + (index ?? 0) + 2 }),
    [start],
  );

  const count = rows.length;
  const summary = useCallback(() => <TotalRow figures={figures} count={count} />, [figures, count]);
  const shownRows = shown.current;

  // The same rows, columns and window: the same element, which React does not draw again. A
  // recalculation draws only the figure cells that changed and the total row (LineFigures).
  return useMemo(
    () => (
      <ConfigProvider theme={TABLE_THEME}>
        <TableWindow.Provider value={context}>
          <Table<Row>
            size="small"
            pagination={false}
            tableLayout="fixed"
            scroll={{ x: TABLE_MIN_WIDTH }}
            components={COMPONENTS}
            dataSource={shownRows}
            onRow={onRow}
            locale={{ emptyText: 'No cost lines yet: add one with New.' }}
            columns={shownColumns}
            summary={summary}
          />
        </TableWindow.Provider>
      </ConfigProvider>
    ),
    [context, shownRows, onRow, shownColumns, summary],
  );
});

/** The total row: each side's column added, and what it leaves out. */
function TotalRow({ figures, count }: { figures: LineFigures; count: number }) {
  const result = useTotals(figures);
  if (!result) return null;
  const { columns, totals } = result;
  return (
    <Table.Summary.Row aria-rowindex={count + 2}>
      <Table.Summary.Cell index={0} colSpan={11}>
        <Typography.Text strong>Total</Typography.Text>
      </Table.Summary.Cell>
      {(['retail', 'wholesale'] as const).map((side, index) => {
        const leftOut = notPricedText(totals[side].lines_not_priced);
        return (
          <Table.Summary.Cell key={side} index={11 + index} align="right">
            <Typography.Text
              strong
              aria-label={side === 'retail' ? 'Retail total' : 'Wholesale total'}
            >
              {money(columns[side])}
            </Typography.Text>
            {leftOut ? (
              <div>
                <Tag color="error" style={WRAPPING_TAG} aria-label={`${side} total incomplete`}>
                  incomplete: {leftOut}
                </Tag>
              </div>
            ) : null}
          </Table.Summary.Cell>
        );
      })}
    </Table.Summary.Row>
  );
}
