import { notificationStore, type ButtonDefinition } from '@platform/shared';
import { envelope, installFakeApi, resetSession, signInForTest } from '@platform/shared/testing';
import { CONTACT_ADMIN_MESSAGE } from '@platform/shared/values';
import { LAST_RECORD, runButton, type ButtonEnvironment, type ButtonHost } from './actions';
import { rememberListQuery } from '../list/listMemory';

function environment(
  overrides: Partial<ButtonEnvironment> = {},
): ButtonEnvironment & { visited: string[] } {
  const visited: string[] = [];
  return {
    visited,
    confirm: jest.fn(async () => true),
    prompt: jest.fn(async () => 'because'),
    openModal: jest.fn(),
    navigate: jest.fn((path: string) => void visited.push(path)),
    openUrl: jest.fn(),
    postForm: jest.fn(),
    sameRoute: ({ id, child_id }) =>
      child_id !== undefined ? `/jobs/12?child_id=${child_id}` : `/jobs/${id}/details`,
    withDefaultTab: async (path) => `${path}/details`,
    isDevelopment: false,
    ...overrides,
  };
}

function host(overrides: Partial<ButtonHost> = {}): ButtonHost {
  return {
    record: () => ({ id: 12, title: 'Front door', can_mail: true }),
    recordId: 12,
    recordUrl: '/records/jobs/12',
    collectionUrl: '/records/jobs',
    editable: true,
    afterSave: jest.fn(),
    afterDelete: jest.fn(),
    ...overrides,
  };
}

const button = (clickFn: string, overrides: Partial<ButtonDefinition> = {}): ButtonDefinition => ({
  label: clickFn,
  clickFn,
  ...overrides,
});

beforeEach(() => {
  resetSession();
  signInForTest();
});

describe('save buttons', () => {
  it('POST object_data (a JSON string) to the record url', async () => {
    const fake = installFakeApi({
      'POST /records/jobs/12': { body: envelope({ id: 12, title: 'Front door' }) },
    });
    const target = host();
    await runButton(button('save'), target, environment());
    const body = fake.callsTo('POST /records/jobs/12')[0].body as Record<string, unknown>;
    expect(JSON.parse(body.object_data as string)).toEqual({
      id: 12,
      title: 'Front door',
      can_mail: true,
    });
    expect(body.save_and_new).toBeUndefined();
    expect(target.afterSave).toHaveBeenCalledWith({ id: 12, title: 'Front door' }, false);
  });

  it('save and new adds save_and_new', async () => {
    const fake = installFakeApi({ 'POST /records/jobs/12': { body: envelope({ id: 12 }) } });
    const target = host();
    await runButton(button('saveAndNew'), target, environment());
    expect(
      (fake.callsTo('POST /records/jobs/12')[0].body as Record<string, unknown>).save_and_new,
    ).toBe(true);
    expect(target.afterSave).toHaveBeenCalledWith({ id: 12 }, true);
  });

  it('a dismissed prompt cancels the save; an answer is sent', async () => {
    const fake = installFakeApi({ 'POST /records/jobs/12': { body: envelope({ id: 12 }) } });
    await runButton(
      button('saveAndNew', { promptQuestion: 'Why?' }),
      host(),
      environment({ prompt: async () => null }),
    );
    expect(fake.callsTo('POST /records/jobs/12')).toHaveLength(0);
    await runButton(button('save', { promptQuestion: 'Why?' }), host(), environment());
    expect(
      (fake.callsTo('POST /records/jobs/12')[0].body as Record<string, unknown>).prompt_answer,
    ).toBe('because');
  });

  it('a declined confirmPrompt cancels', async () => {
    const fake = installFakeApi({ 'POST /records/jobs/12': { body: envelope({ id: 12 }) } });
    const env = environment({ confirm: jest.fn(async () => false) });
    await runButton(button('save', { confirmPrompt: 'Save now?' }), host(), env);
    expect(env.confirm).toHaveBeenCalledWith('Save now?');
    expect(fake.calls).toHaveLength(0);
  });

  it('stops when the host refuses (validation)', async () => {
    const fake = installFakeApi({});
    await runButton(button('save'), host({ beforeSave: () => false }), environment());
    expect(fake.calls).toHaveLength(0);
  });
});

describe('delete', () => {
  it('confirms, then DELETEs the record url', async () => {
    const fake = installFakeApi({ 'DELETE /records/jobs/12': { body: envelope(null) } });
    const target = host();
    const env = environment();
    await runButton(button('delete'), target, env);
    expect(env.confirm).toHaveBeenCalled();
    expect(fake.callsTo('DELETE /records/jobs/12')).toHaveLength(1);
    expect(target.afterDelete).toHaveBeenCalled();
  });
});

describe('async and send-mail', () => {
  it("shows 'Something went wrong, please contact administration.' when an async call fails", async () => {
    installFakeApi({
      'POST /records/jobs/12/recalculate': { status: 500, body: envelope(null, { status: 500 }) },
    });
    await runButton(
      button('async', { config: { url: '/records/jobs/12/recalculate' } }),
      host(),
      environment(),
    );
    expect(notificationStore.toasts.map((toast) => toast.message)).toContain(CONTACT_ADMIN_MESSAGE);
  });

  it('send-mail asks its alert first', async () => {
    const fake = installFakeApi({ 'POST /records/jobs/12/email': { body: envelope(null) } });
    const env = environment({ confirm: jest.fn(async () => false) });
    await runButton(
      button('sendMail', { config: { url: '/records/jobs/12/email', alert: 'Send the quote?' } }),
      host(),
      env,
    );
    expect(env.confirm).toHaveBeenCalledWith('Send the quote?');
    expect(fake.calls).toHaveLength(0);
  });

  it('sends the selected ids with use_selection', async () => {
    const fake = installFakeApi({ 'POST /records/jobs/bulk': { body: envelope(null) } });
    await runButton(
      button('async', { config: { url: '/records/jobs/bulk', use_selection: true } }),
      host({ selectedIds: () => [3, 4] }),
      environment(),
    );
    expect(
      (fake.callsTo('POST /records/jobs/bulk')[0].body as Record<string, unknown>).selected_ids,
    ).toEqual([3, 4]);
  });
});

describe('navigation buttons', () => {
  it('generate-and-download opens download_url', async () => {
    installFakeApi({
      'GET /records/jobs/12/pdf': {
        body: envelope({ download_url: 'http://files.test/job-12.pdf' }),
      },
    });
    const env = environment();
    await runButton(
      button('generateAndDownload', { config: { url: '/records/jobs/:id/pdf', parse: true } }),
      host(),
      env,
    );
    expect(env.openUrl).toHaveBeenCalledWith('http://files.test/job-12.pdf', true);
  });

  it('generate-and-download posts a one-time document token, never puts it in an address', async () => {
    installFakeApi({
      'GET /records/jobs/12/pdf': {
        body: envelope({ download_url: 'http://api.test/documents', download_token: 't0k3n' }),
      },
    });
    const env = environment();
    await runButton(
      button('generateAndDownload', { config: { url: '/records/jobs/:id/pdf', parse: true } }),
      host(),
      env,
    );
    expect(env.postForm).toHaveBeenCalledWith(
      'http://api.test/documents',
      { token: 't0k3n' },
      true,
    );
    expect(env.openUrl).not.toHaveBeenCalled();
  });

  it('next/previous ask the server for the neighbours in the remembered list query, never for the list', async () => {
    rememberListQuery('/records/jobs', {
      search: 'door',
      filters: { status: ['open'] },
      job_id: 7,
      pagination_object: {
        page_number: 3,
        page_size: 25,
        sort_by: 'amount',
        sort_direction: 'desc',
      },
    });
    const fake = installFakeApi({
      'GET /records/jobs/:id/neighbours': {
        body: envelope({ previous_id: 9, next_id: 15, position: 2 }),
      },
    });
    const env = environment();
    await runButton(button('nextRecord'), host(), env);
    await runButton(button('previousRecord'), host(), env);
    expect(env.visited).toEqual(['/jobs/15/details', '/jobs/9/details']);
    // Two small calls about record 12; the collection itself is never read.
    expect(fake.calls.map((call) => call.path)).toEqual([
      '/records/jobs/12/neighbours',
      '/records/jobs/12/neighbours',
    ]);
    const query = fake.calls[0].query;
    expect(query.get('search')).toBe('door');
    expect(query.get('job_id')).toBe('7');
    expect(JSON.parse(query.get('filters') ?? '{}')).toEqual({ status: ['open'] });
    expect(JSON.parse(query.get('pagination_object') ?? '{}')).toEqual({
      sort_by: 'amount',
      sort_direction: 'desc',
    });
    expect(query.get('ids_only')).toBeNull();
  });

  it('next on the last record stays and says so', async () => {
    installFakeApi({
      'GET /records/jobs/:id/neighbours': {
        body: envelope({ previous_id: 9, next_id: null, position: 2 }),
      },
    });
    const env = environment();
    await runButton(button('nextRecord'), host(), env);
    expect(env.visited).toEqual([]);
    expect(notificationStore.toasts.map((toast) => toast.message)).toContain(LAST_RECORD);
  });

  it('goes to a list url plus the record id, with the default tab', async () => {
    const env = environment();
    await runButton(
      button('openRecord', { config: { url: '/customers', identifier: 'customer_id' } }),
      host({ record: () => ({ customer_id: 4 }) }),
      env,
    );
    expect(env.visited).toEqual(['/customers/4/details']);
  });

  it('goes to the same route with a child_id', async () => {
    const env = environment();
    await runButton(button('openChild'), host(), env);
    expect(env.visited).toEqual(['/jobs/12?child_id=12']);
  });

  it('super-admin create organisation posts the object data', async () => {
    const fake = installFakeApi({
      'POST /super-admin/create-new-org': { body: envelope({ id: 3 }) },
    });
    await runButton(
      button('createOrganisation'),
      host({ record: () => ({ name: 'New Org' }) }),
      environment(),
    );
    const body = fake.callsTo('POST /super-admin/create-new-org')[0].body as Record<string, string>;
    expect(JSON.parse(body.object_data)).toEqual({ name: 'New Org' });
  });
});

describe('modal buttons', () => {
  it('open the configured multi-view with the params filled from the record', async () => {
    const env = environment();
    await runButton(
      button('modal', {
        config: { modal_multi_view_id: 171, params: { id: 'new', job_id: ':id' }, parse: true },
      }),
      host(),
      env,
    );
    expect(env.openModal).toHaveBeenCalledWith(171, { id: 'new', job_id: '12' });
  });
});

describe('unknown click functions', () => {
  it('throw only in development', async () => {
    await expect(
      runButton(button('explode'), host(), environment({ isDevelopment: true })),
    ).rejects.toThrow("unknown click function 'explode'");
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(runButton(button('explode'), host(), environment())).resolves.toBeUndefined();
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });
});
