import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Empty, Input, Popconfirm, Result, Skeleton, Space, Table } from 'antd';
import {
  api,
  isCancelled,
  type ReportDefinition,
  type ReportModulesResponse,
  type ReportRunResult,
  type SavedReport,
  type SavedReportSummary,
} from '@platform/shared';
import type { ViewItemProps } from '../../registry/types';
import {
  csvFileName,
  displayCell,
  emptyState,
  fromDefinition,
  moduleGroups,
  reachableFields,
  toCsv,
  toDefinition,
  withEmptyRows,
  type BuilderState,
  type FilterRow,
  type SortRow,
} from './reportModel';
import { download, ProblemAlert, problemOf, type Problem } from './reportProblem';
import { FiltersSection, ModulesSection, SortingSection, selectStyle } from './ReportSections';

const DEFAULT_PAGE_SIZE = 25;
const PAGE_SIZES = [10, 25, 50, 100];

interface ResultPage {
  result: ReportRunResult;
  page: number;
  pageSize: number;
}

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

      <ModulesSection
        catalogue={catalogue}
        state={state}
        groups={groups}
        chooseModule={chooseModule}
        toggleField={toggleField}
      />
      <FiltersSection
        state={state}
        fields={fields}
        setFilter={setFilter}
        removeFilter={removeFilter}
      />
      <SortingSection state={state} fields={fields} setSort={setSort} removeSort={removeSort} />

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

      {problem && <ProblemAlert problem={problem} />}

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
