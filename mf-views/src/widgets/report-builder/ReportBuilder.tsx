import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Empty,
  Input,
  Popconfirm,
  Result,
  Skeleton,
  Space,
  Table,
} from 'antd';
import {
  api,
  isApiError,
  isCancelled,
  type ReportComparator,
  type ReportDefinition,
  type ReportFieldType,
  type ReportFilterValue,
  type ReportModulesResponse,
  type ReportRunResult,
  type SavedReport,
  type SavedReportSummary,
} from '@platform/shared';
import type { ViewItemProps } from '../../registry/types';
import {
  COMPARATOR_LABELS,
  DIRECTION_LABELS,
  csvFileName,
  defaultFilter,
  displayCell,
  emptyState,
  fromDefinition,
  initialValue,
  moduleGroups,
  reachableFields,
  takesNoValue,
  toCsv,
  toDefinition,
  withEmptyRows,
  type BuilderState,
  type FilterRow,
  type SortRow,
} from './reportModel';

const DEFAULT_PAGE_SIZE = 25;
const PAGE_SIZES = [10, 25, 50, 100];

interface Problem {
  message: string;
  caption?: string;
  errors?: string[];
}

interface ResultPage {
  result: ReportRunResult;
  page: number;
  pageSize: number;
}

function problemOf(error: unknown, fallback: string): Problem {
  if (isApiError(error)) {
    const errors = Object.values(error.info?.errors ?? {}).flat();
    return {
      message: error.info?.message || error.message || fallback,
      caption: error.info?.caption,
      errors: errors.length > 1 ? errors : undefined,
    };
  }
  return { message: fallback };
}

/** Saves text as a file through a temporary link (the browser's download). */
function download(fileName: string, text: string): void {
  const blob = new Blob([`\uFEFF${text}`], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card size="small" title={title} data-testid={`report-section-${title.toLowerCase()}`}>
      {children}
    </Card>
  );
}

const selectStyle = {
  minWidth: 180,
  height: 32,
  padding: '0 8px',
  borderRadius: 6,
  border: '1px solid #d9d9d9',
  background: '#fff',
};

/**
 * The report builder (multi-view item `report_builder`, spec §2.15, docs/decisions/131): choose
 * a module and fields of it and its linked modules (Modules), add filters whose operators follow
 * the field's type (Filters), order the rows (Sorting), run it into a paged table, export the
 * whole result as CSV, and save or reopen named reports. Data: `modules_url` (default
 * '/report-modules'), `page_size` (default 25).
 */
export default function ReportBuilder({ item }: ViewItemProps) {
  const config = (item.data ?? {}) as { modules_url?: string; page_size?: number };
  const modulesUrl = config.modules_url || '/report-modules';
  const [catalogue, setCatalogue] = useState<ReportModulesResponse | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [state, setState] = useState<BuilderState>(emptyState());
  const [saved, setSaved] = useState<SavedReportSummary[]>([]);
  const [reportId, setReportId] = useState<number | null>(null);
  const [name, setName] = useState('');
  const [page, setPage] = useState<ResultPage | null>(null);
  const [running, setRunning] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const run = useRef<AbortController | null>(null);

  const fields = useMemo(() => reachableFields(catalogue, state.module), [catalogue, state.module]);
  const groups = useMemo(
    () => (catalogue ? moduleGroups(catalogue, state.module) : []),
    [catalogue, state.module],
  );

  const loadSaved = useCallback(async () => {
    try {
      const { data } = await api.get<SavedReportSummary[]>('/reports', {
        reuseSeconds: 0,
        suppressNotificationMessage: true,
      });
      setSaved(Array.isArray(data) ? data : []);
    } catch {
      // The list stays as it was; the builder still works.
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    api
      .get<ReportModulesResponse>(modulesUrl, {
        signal: controller.signal,
        suppressNotificationMessage: true,
      })
      .then(({ data }) => setCatalogue(data))
      .catch((error: unknown) => {
        if (!isCancelled(error)) setLoadFailed(true);
      });
    void loadSaved();
    return () => controller.abort();
  }, [modulesUrl, loadSaved]);

  useEffect(() => () => run.current?.abort(), []);

  const update = (next: BuilderState) => setState(withEmptyRows(next, catalogue));

  const chooseModule = (module: string) => {
    setPage(null);
    setProblem(null);
    update({ module, fields: [], filters: [], sorting: [] });
  };

  const toggleField = (key: string, checked: boolean) =>
    update({
      ...state,
      fields: checked ? [...state.fields, key] : state.fields.filter((field) => field !== key),
    });

  const setFilter = (index: number, row: FilterRow) =>
    update({ ...state, filters: state.filters.map((old, at) => (at === index ? row : old)) });
  const removeFilter = (index: number) =>
    update({ ...state, filters: state.filters.filter((_, at) => at !== index) });
  const setSort = (index: number, row: SortRow) =>
    update({ ...state, sorting: state.sorting.map((old, at) => (at === index ? row : old)) });
  const removeSort = (index: number) =>
    update({ ...state, sorting: state.sorting.filter((_, at) => at !== index) });

  const runReport = async (
    definition: ReportDefinition,
    pageNumber: number,
    pageSize: number,
  ): Promise<void> => {
    run.current?.abort();
    const controller = new AbortController();
    run.current = controller;
    setRunning(true);
    setProblem(null);
    try {
      const { data } = await api.post<ReportRunResult>(
        '/reports/run',
        { definition, page_number: pageNumber, page_size: pageSize },
        { signal: controller.signal, silent: true, retries: 0 },
      );
      setPage({ result: data, page: pageNumber, pageSize });
    } catch (error) {
      if (isCancelled(error)) return;
      setProblem(problemOf(error, 'The report could not be run.'));
    } finally {
      if (run.current === controller) setRunning(false);
    }
  };

  const pageSize = page?.pageSize ?? config.page_size ?? DEFAULT_PAGE_SIZE;

  const exportCsv = async () => {
    setExporting(true);
    setProblem(null);
    try {
      const { data } = await api.post<ReportRunResult>(
        '/reports/run',
        { definition: toDefinition(state), export: true },
        { silent: true, retries: 0 },
      );
      const moduleName = catalogue?.modules.find((module) => module.id === state.module)?.name;
      download(
        csvFileName(name.trim() || moduleName || 'report'),
        toCsv(data.columns, data.rows, fields),
      );
    } catch (error) {
      setProblem(problemOf(error, 'The report could not be exported.'));
    } finally {
      setExporting(false);
    }
  };

  const save = async () => {
    const trimmed = name.trim();
    if (!trimmed) {
      setProblem({ message: 'Give the report a name.' });
      return;
    }
    setSaving(true);
    setProblem(null);
    const current = saved.find((report) => report.id === reportId);
    // Saving under the open report's name replaces it; another name makes a new report.
    const sameReport = current && current.name.toLowerCase() === trimmed.toLowerCase();
    try {
      const { data } = await api.post<SavedReport>(
        '/reports',
        { ...(sameReport ? { id: reportId } : {}), name: trimmed, definition: toDefinition(state) },
        { retries: 0, silent: false },
      );
      setReportId(data.id);
      setName(data.name);
      await loadSaved();
    } catch (error) {
      setProblem(problemOf(error, 'The report could not be saved.'));
    } finally {
      setSaving(false);
    }
  };

  const open = async (id: number) => {
    setProblem(null);
    try {
      const { data } = await api.get<SavedReport>(`/reports/${id}`, {
        reuseSeconds: 0,
        suppressNotificationMessage: true,
      });
      const next = fromDefinition(data.definition, catalogue);
      setState(next);
      setReportId(data.id);
      setName(data.name);
      setPage(null);
      await runReport(toDefinition(next), 1, pageSize);
    } catch (error) {
      setProblem(problemOf(error, 'The report could not be opened.'));
    }
  };

  const remove = async () => {
    if (reportId === null) return;
    try {
      await api.delete(`/reports/${reportId}`, { retries: 0 });
      setReportId(null);
      setName('');
      await loadSaved();
    } catch (error) {
      setProblem(problemOf(error, 'The report could not be deleted.'));
    }
  };

  const newReport = () => {
    run.current?.abort();
    setState(emptyState());
    setReportId(null);
    setName('');
    setPage(null);
    setProblem(null);
  };

  if (loadFailed) return <Result status="warning" title="Report modules could not be loaded" />;
  if (!catalogue) return <Skeleton active />;

  const fieldOptions = (except: string, used: string[]) =>
    [...fields.entries()].filter(([key]) => key === except || !used.includes(key));

  const filterValue = (row: FilterRow, index: number, type: ReportFieldType) => {
    if (!row.field || takesNoValue(row.comparator)) return null;
    const label = `Filter ${index + 1} value`;
    const change = (value: ReportFilterValue) => setFilter(index, { ...row, value });
    if (type === 'options') {
      const options = fields.get(row.field)?.field.options ?? [];
      return (
        <Checkbox.Group
          aria-label={label}
          options={options.map((option) => ({ label: option.label, value: option.value }))}
          value={Array.isArray(row.value) ? row.value : []}
          onChange={(values) => change(values as string[])}
        />
      );
    }
    const inputType = type === 'number' ? 'number' : type === 'date' ? 'date' : 'text';
    const parse = (text: string): string | number =>
      type === 'number' && text.trim() !== '' && Number.isFinite(Number(text))
        ? Number(text)
        : text;
    if (row.comparator === 'between') {
      const span =
        row.value && typeof row.value === 'object' && !Array.isArray(row.value)
          ? row.value
          : { from: '', to: '' };
      return (
        <Space>
          <Input
            aria-label={`${label} from`}
            type={inputType}
            value={String(span.from ?? '')}
            onChange={(event) => change({ ...span, from: parse(event.target.value) })}
            style={{ width: 170 }}
          />
          <span>and</span>
          <Input
            aria-label={`${label} to`}
            type={inputType}
            value={String(span.to ?? '')}
            onChange={(event) => change({ ...span, to: parse(event.target.value) })}
            style={{ width: 170 }}
          />
        </Space>
      );
    }
    return (
      <Input
        aria-label={label}
        type={inputType}
        value={row.value === null || typeof row.value === 'object' ? '' : String(row.value)}
        onChange={(event) => change(parse(event.target.value))}
        style={{ width: 220 }}
      />
    );
  };

  const columns = (page?.result.columns ?? []).map((column) => ({
    key: column.key,
    dataIndex: column.key,
    title: column.name,
    align: column.type === 'number' ? ('right' as const) : ('left' as const),
    render: (value: string | number | boolean | null) =>
      displayCell(value, column, fields.get(column.key)?.field),
  }));
  const definitionReady = state.module !== '' && state.fields.length > 0;

  return (
    <Space
      orientation="vertical"
      size="middle"
      style={{ width: '100%' }}
      data-testid="report-builder"
    >
      <Space wrap>
        <label>
          Saved reports{' '}
          <select
            aria-label="Saved reports"
            style={selectStyle}
            value={reportId ?? ''}
            onChange={(event) => {
              if (event.target.value) void open(Number(event.target.value));
            }}
          >
            <option value="">Open a saved report…</option>
            {saved.map((report) => (
              <option key={report.id} value={report.id}>
                {report.name}
              </option>
            ))}
          </select>
        </label>
        <Button onClick={newReport}>New report</Button>
        {reportId !== null && (
          <Popconfirm
            title="Are you sure want to delete this report?"
            okText="Delete"
            cancelText="Cancel"
            onConfirm={() => remove()}
          >
            <Button danger>Delete report</Button>
          </Popconfirm>
        )}
      </Space>

      <Section title="Modules">
        <Space orientation="vertical" style={{ width: '100%' }}>
          <label>
            Module{' '}
            <select
              aria-label="Module"
              style={selectStyle}
              value={state.module}
              onChange={(event) => chooseModule(event.target.value)}
            >
              <option value="">Choose a module…</option>
              {catalogue.modules.map((module) => (
                <option key={module.id} value={module.id}>
                  {module.name}
                </option>
              ))}
            </select>
          </label>
          {groups.map((group) => (
            <div key={group.module.id} data-testid={`report-fields-${group.module.id}`}>
              <strong>
                {group.linkName ? `${group.linkName} (${group.module.name})` : group.module.name}
              </strong>
              <div>
                {group.module.fields.map((field) => (
                  <Checkbox
                    key={field.field}
                    checked={state.fields.includes(field.field)}
                    onChange={(event) => toggleField(field.field, event.target.checked)}
                    aria-label={group.linkName ? `${group.linkName} › ${field.name}` : field.name}
                  >
                    {field.name}
                  </Checkbox>
                ))}
              </div>
            </div>
          ))}
        </Space>
      </Section>

      <Section title="Filters">
        {!state.module ? (
          <span>Choose a module first.</span>
        ) : (
          <Space orientation="vertical" style={{ width: '100%' }}>
            {state.filters.map((row, index) => {
              const type = fields.get(row.field)?.field.type ?? 'text';
              const used = state.filters.map((other) => other.field);
              return (
                <Space key={index} wrap data-testid={`report-filter-${index}`}>
                  <select
                    aria-label={`Filter ${index + 1} field`}
                    style={selectStyle}
                    value={row.field}
                    onChange={(event) => {
                      const key = event.target.value;
                      const field = fields.get(key)?.field;
                      setFilter(
                        index,
                        field ? defaultFilter(key, field.type) : { ...row, field: '' },
                      );
                    }}
                  >
                    <option value="">Add a filter…</option>
                    {fieldOptions(row.field, used).map(([key, entry]) => (
                      <option key={key} value={key}>
                        {entry.label}
                      </option>
                    ))}
                  </select>
                  {row.field && (
                    <select
                      aria-label={`Filter ${index + 1} operator`}
                      style={{ ...selectStyle, minWidth: 120 }}
                      value={row.comparator}
                      onChange={(event) => {
                        const comparator = event.target.value as ReportComparator;
                        const keep = (comparator === 'between') === (row.comparator === 'between');
                        setFilter(index, {
                          ...row,
                          comparator,
                          value: keep ? row.value : initialValue(type, comparator),
                        });
                      }}
                    >
                      {COMPARATOR_LABELS[type].map(([comparator, label]) => (
                        <option key={comparator} value={comparator}>
                          {label}
                        </option>
                      ))}
                    </select>
                  )}
                  {filterValue(row, index, type)}
                  {row.field && (
                    <Button
                      aria-label={`Remove filter ${index + 1}`}
                      onClick={() => removeFilter(index)}
                    >
                      Remove
                    </Button>
                  )}
                </Space>
              );
            })}
          </Space>
        )}
      </Section>

      <Section title="Sorting">
        {!state.module ? (
          <span>Choose a module first.</span>
        ) : (
          <Space orientation="vertical" style={{ width: '100%' }}>
            {state.sorting.map((row, index) => {
              const type = fields.get(row.field)?.field.type ?? 'text';
              const used = state.sorting.map((other) => other.field);
              return (
                <Space key={index} wrap data-testid={`report-sort-${index}`}>
                  <select
                    aria-label={`Sort ${index + 1} field`}
                    style={selectStyle}
                    value={row.field}
                    onChange={(event) =>
                      setSort(index, { field: event.target.value, comparator: 'asc' })
                    }
                  >
                    <option value="">Add a sort…</option>
                    {fieldOptions(row.field, used).map(([key, entry]) => (
                      <option key={key} value={key}>
                        {entry.label}
                      </option>
                    ))}
                  </select>
                  {row.field && (
                    <select
                      aria-label={`Sort ${index + 1} direction`}
                      style={selectStyle}
                      value={row.comparator}
                      onChange={(event) =>
                        setSort(index, { ...row, comparator: event.target.value as 'asc' | 'desc' })
                      }
                    >
                      <option value="asc">{DIRECTION_LABELS[type].asc}</option>
                      <option value="desc">{DIRECTION_LABELS[type].desc}</option>
                    </select>
                  )}
                  {row.field && (
                    <Button
                      aria-label={`Remove sort ${index + 1}`}
                      onClick={() => removeSort(index)}
                    >
                      Remove
                    </Button>
                  )}
                </Space>
              );
            })}
          </Space>
        )}
      </Section>

      <Space wrap>
        <Button
          type="primary"
          disabled={!definitionReady}
          loading={running}
          onClick={() => void runReport(toDefinition(state), 1, pageSize)}
        >
          Run report
        </Button>
        <Button disabled={!definitionReady} loading={exporting} onClick={() => void exportCsv()}>
          Export CSV
        </Button>
        <Input
          aria-label="Report name"
          placeholder="Report name"
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.target.value)}
          style={{ width: 240 }}
        />
        <Button disabled={!definitionReady} loading={saving} onClick={() => void save()}>
          Save report
        </Button>
      </Space>

      {problem && (
        <Alert
          type="error"
          showIcon
          title={problem.message}
          description={
            problem.caption || problem.errors ? (
              <>
                {problem.caption && <div>{problem.caption}</div>}
                {problem.errors && (
                  <ul>
                    {problem.errors.map((error) => (
                      <li key={error}>{error}</li>
                    ))}
                  </ul>
                )}
              </>
            ) : undefined
          }
          data-testid="report-error"
        />
      )}

      {page &&
        (page.result.rows.length === 0 && page.page === 1 ? (
          <Empty description="No result" />
        ) : (
          <>
            {page.result.capped && (
              <Alert
                type="info"
                title={`Showing the first ${page.result.row_cap.toLocaleString('en-AU')} rows: narrow the report with a filter to see the rest.`}
              />
            )}
            <Table
              data-testid="report-table"
              size="small"
              rowKey="__row"
              columns={columns}
              dataSource={page.result.rows.map((row, index) => ({
                ...row,
                __row: (page.page - 1) * page.pageSize + index,
              }))}
              loading={running}
              scroll={{ x: true }}
              pagination={{
                current: page.page,
                pageSize: page.pageSize,
                total: page.result.total_records,
                pageSizeOptions: PAGE_SIZES,
                showSizeChanger: true,
                showTotal: (total) => `${total.toLocaleString('en-AU')} rows`,
                onChange: (next, size) =>
                  void runReport(toDefinition(state), size !== page.pageSize ? 1 : next, size),
              }}
            />
          </>
        ))}
    </Space>
  );
}
