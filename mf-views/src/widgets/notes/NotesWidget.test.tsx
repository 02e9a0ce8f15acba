import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type MultiViewItem, type Note } from '@platform/shared';
import { AreaProviders } from '@platform/shared/ui';
import {
  envelope,
  installFakeApi,
  resetSession,
  signInForTest,
  type FakeRequest,
} from '@platform/shared/testing';
import { ViewScope } from '../../multiview/ViewScope';
import NotesWidget from './NotesWidget';
import { viewItem } from '../../testing/items';

function note(id: number, overrides: Partial<Note> = {}): Note {
  return {
    id,
    text: `<p>Note number ${id}</p>`,
    user_id: 2,
    user_name: 'Sam Sales',
    avatar: null,
    date: '2026-03-10T01:00:00.000Z',
    type_id: 2,
    type_name: 'notes',
    can_edit: 0,
    deleted_at: null,
    updated_at: null,
    user_replies: [],
    audit_change_log: [],
    ...overrides,
  };
}

/** 23 notes, ids 1…23, served 10 a page in the asked order. */
const ALL = Array.from({ length: 23 }, (_, index) => note(index + 1));

function pageOf(request: FakeRequest, notes: Note[] = ALL) {
  const paging = JSON.parse(request.query.get('pagination_object') ?? '{}') as {
    page_number: number;
    page_size: number;
    sort_direction: string;
  };
  const ordered = paging.sort_direction === 'asc' ? notes : [...notes].reverse();
  const start = (paging.page_number - 1) * paging.page_size;
  return {
    body: envelope(ordered.slice(start, start + paging.page_size), {
      pagination_object: {
        page_number: paging.page_number,
        page_size: paging.page_size,
        total_records: notes.length,
      },
    }),
  };
}

function item(data: Record<string, unknown> = { table: 'jobs' }): MultiViewItem {
  return viewItem('notes', 'Notes', data, { view_id: 9 });
}

function renderNotes(id: string, notes: Note[] = ALL, data?: Record<string, unknown>) {
  const fake = installFakeApi({
    'GET /notes': (request) => pageOf(request, notes),
    'POST /note/history/:id/details': { body: envelope(note(99)) },
    'GET /staff/all': {
      body: envelope([
        { id: 2, name: 'Sam Sales', email: 'sales@demo.test', avatar: null, staff_role_id: 3 },
        { id: 3, name: 'Max Measurer', email: 'm@demo.test', avatar: null, staff_role_id: 4 },
      ]),
    },
  });
  const params = { id, item_id: id };
  render(
    <AreaProviders>
      <NotesWidget item={item(data)} params={params} scope={new ViewScope({ params })} />
    </AreaProviders>,
  );
  return fake;
}

const editor = () => screen.getByRole('textbox', { name: /New note|Reply/ });
const posted = (request: FakeRequest) =>
  JSON.parse((request.body as { object_data: string }).object_data) as Record<string, unknown>;

describe('NotesWidget', () => {
  beforeEach(() => signInForTest({ user_id: 1, timezone: 'Australia/Sydney' }));
  afterEach(() => {
    cleanup();
    resetSession();
  });

  it('shows the title, Include Audit, the sort select and the first page with its counter', async () => {
    const fake = renderNotes('7');
    expect(await screen.findByText('10 of 23')).toBeTruthy();
    expect(screen.getByText('Notes')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Include Audit' })).toBeTruthy();
    expect(screen.getByText('Recent First')).toBeTruthy();
    const call = fake.callsTo('GET /notes')[0];
    expect(call.query.get('table')).toBe('jobs');
    expect(call.query.get('id')).toBe('7');
    expect(call.query.get('show_audit')).toBe('false');
    expect(JSON.parse(call.query.get('pagination_object')!)).toMatchObject({
      page_number: 1,
      page_size: 10,
      sort_direction: 'desc',
    });
    expect(screen.getByTestId('note-23')).toBeTruthy();
    expect(screen.queryByTestId('note-13')).toBeNull();
  });

  it('appends later pages, disables View Previous Notes on the last page, and page 1 replaces on re-sort', async () => {
    const fake = renderNotes('7');
    await screen.findByText('10 of 23');
    const previous = screen.getByRole('button', { name: 'View Previous Notes' });
    fireEvent.click(previous);
    expect(await screen.findByText('20 of 23')).toBeTruthy();
    expect(screen.getByTestId('note-23')).toBeTruthy();
    expect(screen.getByTestId('note-4')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'View Previous Notes' }));
    expect(await screen.findByText('23 of 23')).toBeTruthy();
    expect(screen.getByTestId('note-1')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'View Previous Notes' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sort notes' }));
    fireEvent.click(await screen.findByTitle('Recent Last'));
    expect(await screen.findByText('10 of 23')).toBeTruthy();
    const last = fake.callsTo('GET /notes').at(-1)!;
    expect(JSON.parse(last.query.get('pagination_object')!)).toMatchObject({
      page_number: 1,
      sort_direction: 'asc',
    });
    expect(screen.getByTestId('note-1')).toBeTruthy();
    expect(screen.queryByTestId('note-23')).toBeNull();
  });

  it('asks for audit entries with Include Audit and shows them as plain text', async () => {
    const audit = note(-5, {
      type_id: 1,
      type_name: 'audit',
      user_id: null,
      user_name: '',
      text: 'Job changed',
      audit_change_log: ['Title: <b>Old</b> → New'],
    });
    const fake = renderNotes('7', [note(1), audit]);
    await screen.findByText('2 of 2');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Include Audit' }));
    await waitFor(() => expect(fake.callsTo('GET /notes')).toHaveLength(2));
    const call = fake.callsTo('GET /notes')[1];
    expect(call.query.get('show_audit')).toBe('true');
    expect(JSON.parse(call.query.get('pagination_object')!)).toMatchObject({ show_audit: true });
    const entry = await screen.findByTestId('note--5');
    expect(within(entry).getByText('Title: <b>Old</b> → New')).toBeTruthy();
    expect(within(entry).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(entry).queryByRole('button', { name: 'Void' })).toBeNull();
  });

  it('reads a fixed record_id and another list url from the item data', async () => {
    const fake = installFakeApi({
      'GET /records/jobs/notes': (request) => pageOf(request, [note(1)]),
    });
    render(
      <AreaProviders>
        <NotesWidget
          item={item({ table: 'jobs', record_id: 12, url: '/records/jobs/notes' })}
          params={{}}
          scope={new ViewScope({ params: {} })}
        />
      </AreaProviders>,
    );
    expect(await screen.findByText('1 of 1')).toBeTruthy();
    expect(fake.calls[0].query.get('id')).toBe('12');
  });

  it.each(['new', '-1'])(
    "shows 'Notes not found' and calls nothing for a new record (%s)",
    (id) => {
      const fake = renderNotes(id);
      expect(screen.getByText('Notes not found')).toBeTruthy();
      expect(screen.queryByRole('textbox')).toBeNull();
      expect(fake.calls).toHaveLength(0);
    },
  );

  it('submits on Shift+Enter and on Ctrl+Enter, not on Enter alone', async () => {
    const fake = renderNotes('7', [note(1)]);
    await screen.findByText('1 of 1');
    fireEvent.change(editor(), { target: { value: 'Gate code is <1234>' } });
    fireEvent.keyDown(editor(), { key: 'Enter' });
    expect(fake.callsTo('POST /note/history/:id/details')).toHaveLength(0);
    fireEvent.keyDown(editor(), { key: 'Enter', shiftKey: true });
    await waitFor(() => expect(fake.callsTo('POST /note/history/:id/details')).toHaveLength(1));
    const first = fake.callsTo('POST /note/history/:id/details')[0];
    expect(first.params.id).toBe('new');
    expect(posted(first)).toEqual({
      type: 'add',
      note: 'Gate code is &lt;1234&gt;',
      table_name: 'jobs',
      table_id: '7',
      taggedUsers: [],
    });
    await waitFor(() => expect((editor() as HTMLTextAreaElement).value).toBe(''));
    fireEvent.change(editor(), { target: { value: 'Second' } });
    fireEvent.keyDown(editor(), { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(fake.callsTo('POST /note/history/:id/details')).toHaveLength(2));
    expect(posted(fake.callsTo('POST /note/history/:id/details')[1])).toMatchObject({
      type: 'add',
      note: 'Second',
    });
  });

  it('replies in reply mode; emptying the editor cancels reply mode', async () => {
    const fake = renderNotes('7', [
      note(1, {
        user_replies: [
          {
            id: 50,
            name: 'Max Measurer',
            text: 'Booked',
            created_at: '2026-03-10T02:00:00.000Z',
            parent_id: 1,
            user_id: 3,
            avatar: null,
          },
        ],
      }),
    ]);
    const card = await screen.findByTestId('note-1');
    expect(within(screen.getByTestId('note-reply-50')).getByText('Booked')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Reply' }));
    expect(screen.getByText('Replying to Sam Sales')).toBeTruthy();
    fireEvent.change(editor(), { target: { value: 'x' } });
    fireEvent.change(editor(), { target: { value: '' } });
    expect(screen.queryByText('Replying to Sam Sales')).toBeNull();

    fireEvent.click(within(card).getByRole('button', { name: 'Reply' }));
    fireEvent.change(editor(), { target: { value: 'On my way' } });
    fireEvent.keyDown(editor(), { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(fake.callsTo('POST /note/history/:id/details')).toHaveLength(1));
    expect(posted(fake.callsTo('POST /note/history/:id/details')[0])).toEqual({
      type: 'reply',
      note: 'On my way',
      parent_id: 1,
      taggedUsers: [],
    });
    await waitFor(() => expect(screen.queryByText('Replying to Sam Sales')).toBeNull());
  });

  it('offers Edit only on user notes with can_edit, in a dialog at least 400 px wide (or the whole phone)', async () => {
    const fake = renderNotes('7', [
      note(1, { can_edit: 0 }),
      note(2, {
        can_edit: 1,
        user_id: 1,
        user_name: 'Ada Administrator',
        text: '<p>Ask <span class="mention" data-user-id="3">@Max Measurer</span></p>',
      }),
    ]);
    const mine = await screen.findByTestId('note-2');
    expect(within(screen.getByTestId('note-1')).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(screen.getByTestId('note-1')).queryByRole('button', { name: 'Void' })).toBeNull();
    fireEvent.click(within(mine).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Edit note')).toBeTruthy();
    const modal = dialog.closest('.ant-modal') as HTMLElement;
    // 400 px, or the whole width of a narrower (phone) window (ADR 192).
    expect(modal.style.minWidth).toBe('min(400px, 100vw)');
    const box = within(dialog).getByRole('textbox', { name: 'Edit note' }) as HTMLTextAreaElement;
    expect(box.value).toBe('Ask @Max Measurer');
    fireEvent.change(box, { target: { value: 'Ask @Max Measurer today' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.callsTo('POST /note/history/:id/details')).toHaveLength(1));
    const call = fake.callsTo('POST /note/history/:id/details')[0];
    expect(call.params.id).toBe('2');
    expect(posted(call)).toEqual({
      type: 'edit',
      note: 'Ask <span class="mention" data-user-id="3">@Max Measurer</span> today',
      taggedUsers: [3],
    });
  });

  it("voids after the confirm 'Are you sure want to void this note?' and shows the struck text", async () => {
    let voided = false;
    const mine = () =>
      note(4, {
        can_edit: voided ? 0 : 1,
        user_id: 1,
        deleted_at: voided ? '2026-03-10T23:00:00.000Z' : null,
        text: voided ? '' : '<p>Wrong window</p>',
      });
    const fake = installFakeApi({
      'GET /notes': () => ({
        body: envelope([mine()], {
          pagination_object: { page_number: 1, page_size: 10, total_records: 1 },
        }),
      }),
      'POST /note/history/:id/details': () => {
        voided = true;
        return { body: envelope(mine()) };
      },
    });
    const params = { id: '7' };
    render(
      <AreaProviders>
        <NotesWidget item={item()} params={params} scope={new ViewScope({ params })} />
      </AreaProviders>,
    );
    const card = await screen.findByTestId('note-4');
    fireEvent.click(within(card).getByRole('button', { name: 'Void' }));
    expect(await screen.findByText('Are you sure want to void this note?')).toBeTruthy();
    expect(fake.callsTo('POST /note/history/:id/details')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    const struck = await screen.findByText('Note has been voided 11/03/2026 10:00am');
    expect(struck.tagName).toBe('S');
    const call = fake.callsTo('POST /note/history/:id/details')[0];
    expect(call.params.id).toBe('4');
    expect(posted(call)).toEqual({ type: 'void', void: true });
    expect(screen.queryByText('Wrong window')).toBeNull();
    expect(within(screen.getByTestId('note-4')).queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('mentions staff picked from the @ search (page size 20) and sends their ids', async () => {
    const fake = renderNotes('7', [note(1)]);
    await screen.findByText('1 of 1');
    fireEvent.change(editor(), { target: { value: 'Please @Sa' } });
    const option = await screen.findByRole('option', { name: 'Sam Sales' });
    const search = fake.callsTo('GET /staff/all')[0];
    expect(search.query.get('search')).toBe('Sa');
    expect(JSON.parse(search.query.get('pagination_object')!)).toEqual({
      page_number: 1,
      page_size: 20,
      sort_by: 'name_first',
      sort_direction: 'asc',
    });
    fireEvent.click(option);
    expect((editor() as HTMLTextAreaElement).value).toBe('Please @Sam Sales ');
    expect(screen.queryByRole('listbox', { name: 'Mention staff' })).toBeNull();
    fireEvent.change(editor(), { target: { value: 'Please @Sam Sales check' } });
    fireEvent.keyDown(editor(), { key: 'Enter', shiftKey: true });
    await waitFor(() => expect(fake.callsTo('POST /note/history/:id/details')).toHaveLength(1));
    expect(posted(fake.callsTo('POST /note/history/:id/details')[0])).toMatchObject({
      type: 'add',
      note: 'Please <span class="mention" data-user-id="2">@Sam Sales</span> check',
      taggedUsers: [2],
    });
  });

  it('picks a mention with the keyboard: the arrows move, Enter picks and never breaks the line', async () => {
    const fake = renderNotes('7', [note(1)]);
    await screen.findByText('1 of 1');
    fireEvent.change(editor(), { target: { value: 'Ask @', selectionStart: 5 } });
    await screen.findByRole('option', { name: 'Max Measurer' });
    expect(screen.getByRole('option', { name: 'Sam Sales' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    fireEvent.keyDown(editor(), { key: 'ArrowDown' });
    const max = screen.getByRole('option', { name: 'Max Measurer' });
    expect(max.getAttribute('aria-selected')).toBe('true');
    expect(editor().getAttribute('aria-activedescendant')).toBe(max.id);
    const enter = fireEvent.keyDown(editor(), { key: 'Enter' });
    // The key was taken by the picker: no line break reaches the text.
    expect(enter).toBe(false);
    expect((editor() as HTMLTextAreaElement).value).toBe('Ask @Max Measurer ');
    expect(screen.queryByRole('listbox', { name: 'Mention staff' })).toBeNull();
    fireEvent.change(editor(), { target: { value: 'Ask @Max Measurer about the ladder' } });
    fireEvent.keyDown(editor(), { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(fake.callsTo('POST /note/history/:id/details')).toHaveLength(1));
    expect(posted(fake.callsTo('POST /note/history/:id/details')[0])).toMatchObject({
      note: 'Ask <span class="mention" data-user-id="3">@Max Measurer</span> about the ladder',
      taggedUsers: [3],
    });
  });

  it('picks with Enter the person highlighted while the search of the text typed since is on its way', async () => {
    const fake = renderNotes('7', [note(1)]);
    await screen.findByText('1 of 1');
    fireEvent.change(editor(), { target: { value: 'Ask @Sa', selectionStart: 7 } });
    await screen.findByRole('option', { name: 'Sam Sales' });
    // The answer to '@Sam' is held: a fast typist presses Enter before it comes.
    let answer: (reply: { body: unknown }) => void = () => undefined;
    fake.on('GET /staff/all', () => new Promise((resolve) => (answer = resolve)));
    fireEvent.change(editor(), { target: { value: 'Ask @Sam', selectionStart: 8 } });
    // Of the people found for '@Sa', those who still match '@Sam' stay offered.
    expect(screen.getByRole('option', { name: 'Sam Sales' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.queryByRole('option', { name: 'Max Measurer' })).toBeNull();
    const enter = fireEvent.keyDown(editor(), { key: 'Enter' });
    expect(enter).toBe(false);
    expect((editor() as HTMLTextAreaElement).value).toBe('Ask @Sam Sales ');
    await act(async () => answer({ body: envelope([]) }));
    expect(screen.queryByRole('listbox', { name: 'Mention staff' })).toBeNull();
  });

  it('shows note HTML without running any of it', async () => {
    const bad = note(1, {
      text: '<p>Hi<img src=x onerror="window.__xss=1"><script>window.__xss=2</script></p>',
    });
    renderNotes('7', [bad]);
    const card = await screen.findByTestId('note-1');
    await act(async () => undefined);
    expect(card.querySelector('script')).toBeNull();
    expect(card.querySelector('[onerror]')).toBeNull();
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });
});
