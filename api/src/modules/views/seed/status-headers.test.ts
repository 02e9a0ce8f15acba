import { RECORD_TYPES } from '../record-types';
import { QUOTE_SUMMARY_HEADERS, READ_ONLY_JOB_HEADERS } from './job-specs';

/** A row as a list receives it: the stored document and what the type adds on read. */
const row = (type: string, data: Record<string, unknown>): Record<string, unknown> => ({
  ...data,
  ...RECORD_TYPES[type].decorate?.(data),
});

describe('read-only lists show statuses by name', () => {
  it.each([
    ['Run list and Dashboard (jobs)', READ_ONLY_JOB_HEADERS, 'jobs', 'in_progress', 'In progress'],
    ['quotes of a job and Quotes waiting', QUOTE_SUMMARY_HEADERS, 'quotes', 'accepted', 'Accepted'],
  ])('%s', (_name, headers, type, code, name) => {
    const status = headers.find((header) => header.display_name === 'Status')!;
    expect(row(type, { status: code })[status.field_name]).toBe(name);
  });
});
