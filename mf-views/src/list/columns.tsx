import { Radio, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import {
  SPECIAL_LIST_FIELDS,
  formatValue,
  session,
  type ButtonDefinition,
  type FieldValue,
  type ListingHeader,
  type RecordData,
} from '@platform/shared';
import type { ButtonHost } from '../buttons/actions';
import { readableTagStyle } from '../badge/tagText';
import { ButtonBar } from '../buttons/ButtonBar';
import { InfoCircleOutlined } from '../common/icons';
import { InlineCell } from '../inline/InlineCell';
import type { ListStore } from './ListStore';

/**
 * Widths (px, padding included) by what a column holds, so that a list's columns share a 1440 px
 * screen (issue 35: the jobs list was 10 × 170 px and scrolled sideways): inputs and figures get
 * the room their usual values need, text columns share what is left, each at least
 * TEXT_MIN_WIDTH. A narrower screen scrolls the table inside itself.
 */
const WIDTH_BY_INLINE_TYPE: Readonly<Record<string, number>> = {
  // "10/11/2026 08:00am" whole (148 px of text in Chromium); the cell's picker has no icon.
  datetime: 184,
  date: 128,
  // The longest seeded job status ("In progress", 78 px) and the arrow, whole.
  select: 132,
  number: 56,
};
const WIDTH_BY_FORMAT: Readonly<Record<string, number>> = {
  date: 150,
  dateonly: 104,
  currency: 100,
  currencyorstring: 100,
  number: 88,
  numberPolarity: 88,
  percentage: 80,
  time_minutes: 96,
};
export const TEXT_MIN_WIDTH = 90;
/** A badge ('normal', 'high'). */
const BADGE_WIDTH = 80;
/** Row buttons wrap one under another: the column is as wide as a labelled small button. */
const ROW_BUTTONS_WIDTH = 96;
/** antd's own selection and expand columns: the checkbox or the expand button and the padding. */
export const CONTROL_COLUMN_WIDTH = 34;
/**
 * What a column's title needs on one line: a bold letter of the table's 14 px font is about
 * 9.5 px ("Customer" measures 76 px in Chromium), the sort arrows and the cell's padding add 16
 * each. A title never breaks inside a word.
 */
const TITLE_LETTER_WIDTH = 9.5;
const SORTER_WIDTH = 16;
const CELL_PADDING = 16;

export function titleWidth(header: ListingHeader): number {
  return Math.ceil(
    header.display_name.length * TITLE_LETTER_WIDTH +
      (header.user_sortable ? SORTER_WIDTH : 0) +
      CELL_PADDING,
  );
}

/**
 * A column's width, or undefined for text that shares the rest of the table's width. A text
 * column whose title needs more than TEXT_MIN_WIDTH gets its title's width: in the table's fixed
 * layout the shared columns take what is left, and when the table is wider than every column
 * needs, the browser spreads the surplus over them all.
 */
export function columnWidth(header: ListingHeader): number | undefined {
  const title = titleWidth(header);
  const inline = header.config?.inline_edit?.type;
  const typed =
    (inline ? WIDTH_BY_INLINE_TYPE[inline] : undefined) ??
    (header.format ? WIDTH_BY_FORMAT[header.format] : undefined) ??
    (header.config?.badge_color_field ? BADGE_WIDTH : undefined);
  if (typed !== undefined) return Math.max(typed, title);
  return title > TEXT_MIN_WIDTH ? title : undefined;
}

/** The narrowest the table may get before it scrolls inside itself. */
export function tableMinWidth(columns: ReadonlyArray<{ width?: number | string }>): number {
  return columns.reduce(
    (sum, column) => sum + (typeof column.width === 'number' ? column.width : TEXT_MIN_WIDTH),
    0,
  );
}

/** Header fields that are not plain columns. */
const SPECIAL = new Set<string>(Object.values(SPECIAL_LIST_FIELDS));

export interface CellValueProps {
  header: ListingHeader;
  row: RecordData;
}

/** A read-only cell: formatted value, badge colour and tooltip as the header configures. */
export function CellValue(props: CellValueProps) {
  const { header, row } = props;
  const config = header.config ?? {};
  const value = row[header.field_name];
  const text = formatValue(value, header.format, { timeZone: session.user?.timezone });
  const badgeColour = config.badge_color_field ? row[config.badge_color_field] : null;
  const content = badgeColour ? (
    <Tag color={String(badgeColour)} style={readableTagStyle(String(badgeColour))}>
      {text}
    </Tag>
  ) : (
    <span>{text}</span>
  );
  const tooltip = config.tooltip_field ? row[config.tooltip_field] : null;
  if (tooltip === null || tooltip === undefined || tooltip === '') return content;
  return (
    <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
      {content}
      <Tooltip title={String(tooltip)} color={config.tooltip_background_colour}>
        <span
          role="img"
          aria-label={String(tooltip)}
          style={{ color: config.tooltip_icon_colour ?? '#1f5f8b' }}
        >
          <InfoCircleOutlined aria-hidden />
        </span>
      </Tooltip>
    </span>
  );
}

interface RowButtonsProps {
  buttons: ButtonDefinition[];
  row: RecordData;
  store: ListStore;
}

function RowButtons(props: RowButtonsProps) {
  const { buttons, row, store } = props;
  const url = store.definition.url;
  const host = useMemo<ButtonHost>(
    () => ({
      record: () => row,
      recordId: row.id as string | number,
      recordUrl: `${url}/${encodeURIComponent(String(row.id))}`,
      collectionUrl: url,
      editable: false,
      refresh: () => void store.refresh(),
      afterDelete: () => void store.refresh(),
      afterSave: () => void store.refresh(),
    }),
    [row, url, store],
  );
  return <ButtonBar buttons={buttons} host={host} record={row} editable={false} size="small" />;
}

function sortOrderOf(store: ListStore, field: string): 'ascend' | 'descend' | null {
  if (store.sortBy !== field) return null;
  return store.sortDirection === 'desc' ? 'descend' : 'ascend';
}

/**
 * The table's columns. They depend on the headers and the sort only, so rows and keystrokes in
 * inline cells never rebuild them.
 */
export function buildColumns(store: ListStore): ColumnsType<RecordData> {
  const columns: ColumnsType<RecordData> = [];
  const config = store.config;
  if (config.radio_button_url) {
    columns.push({
      key: '__radio',
      title: 'Selected',
      width: 90,
      render: (_value: unknown, row: RecordData) => (
        <Radio
          aria-label={`Choose ${String(row.name ?? row.id)}`}
          checked={Boolean(row.selected_product)}
          onClick={(event) => event.stopPropagation()}
          onChange={() => void store.chooseRadio(row)}
        />
      ),
    });
  }
  for (const header of store.headers) {
    if (header.hide_on_table || SPECIAL.has(header.field_name)) continue;
    const inline = header.config?.inline_edit;
    columns.push({
      key: header.field_name,
      dataIndex: header.field_name,
      title: header.display_name,
      align: header.alignment,
      width: columnWidth(header),
      sorter: header.user_sortable ? true : undefined,
      sortOrder: header.user_sortable ? sortOrderOf(store, header.field_name) : undefined,
      render: inline
        ? (value: FieldValue, row: RecordData) => (
            <InlineCell
              config={inline}
              row={row}
              field={header.field_name}
              value={value}
              options={store.inlineOptions[header.field_name]}
              onSaved={(stored) => store.patchRow(row, header.field_name, stored)}
              drafts={store.inlineDrafts}
            />
          )
        : (_value: unknown, row: RecordData) => <CellValue header={header} row={row} />,
    });
  }
  const actions = store.headers.find(
    (header) => header.field_name === SPECIAL_LIST_FIELDS.rowActions,
  );
  const buttons = store.definition.row_button_data ?? [];
  if (actions && buttons.length > 0) {
    columns.push({
      key: SPECIAL_LIST_FIELDS.rowActions,
      title: actions.display_name,
      align: actions.alignment ?? 'right',
      width: ROW_BUTTONS_WIDTH,
      render: (_value: unknown, row: RecordData) => (
        <RowButtons buttons={buttons} row={row} store={store} />
      ),
    });
  }
  return columns;
}

/** The row's background from field_colors: field → value → colour. */
export function rowColour(
  fieldColours: Record<string, Record<string, string>> | undefined,
  row: RecordData,
): string | undefined {
  for (const [field, colours] of Object.entries(fieldColours ?? {})) {
    const colour = colours[String(row[field])];
    if (colour) return colour;
  }
  return undefined;
}
