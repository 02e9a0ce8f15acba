import { describeEachDatabase } from '../../testing/create-test-app';
import { notesTestClient } from './test-support';

describeEachDatabase('notes: list, add, reply, edit, void, mentions, audit', (get) => {
  const notes = notesTestClient(get);

  it('lists the seeded notes newest first with replies, the voided one and the total', async () => {
    const answer = await notes.listNotes('admin@demo.test', 'jobs', notes.jobs[0].id);
    expect(answer.status).toBe(200);
    expect(answer.info.pagination_object?.total_records).toBe(3);
    const [voided, withReply, first] = answer.data;
    expect(voided).toMatchObject({ text: '', type_id: 2, type_name: 'notes', can_edit: 0 });
    expect(voided.deleted_at).not.toBeNull();
    expect(withReply.user_name).toBe('Sam Sales');
    expect(withReply.user_replies).toEqual([
      expect.objectContaining({ name: 'Max Measurer', parent_id: withReply.id, user_id: 3 }),
    ]);
    expect(first).toMatchObject({ user_id: 1, can_edit: 1 });
    expect(new Date(first.date).getTime()).toBeLessThan(new Date(withReply.date).getTime());

    const oldest = await notes.listNotes('admin@demo.test', 'jobs', notes.jobs[0].id, {
      sort_direction: 'asc',
    });
    expect(oldest.data.map((note) => note.id)).toEqual([first.id, withReply.id, voided.id]);
    // can_edit is the caller's: the sales user wrote the second note.
    const sales = await notes.listNotes('sales@demo.test', 'jobs', notes.jobs[0].id);
    expect(sales.data.map((note) => note.can_edit)).toEqual([0, 1, 0]);
  });

  it("answers no notes for a new record ('new' or -1)", async () => {
    for (const id of ['new', -1]) {
      const answer = await notes.listNotes('admin@demo.test', 'jobs', id);
      expect(answer.status).toBe(200);
      expect(answer.data).toEqual([]);
      expect(answer.info.pagination_object?.total_records).toBe(0);
    }
  });

  it('pages by 10: page 2 holds the rest, newest first', async () => {
    const job = notes.jobs[3].id;
    for (let index = 1; index <= 12; index++) {
      get().clock.advance(60_000);
      const added = await notes.addToJob('admin@demo.test', `<p>Note ${index}</p>`, job);
      expect(added.status).toBe(200);
    }
    const first = await notes.listNotes('admin@demo.test', 'jobs', job);
    expect(first.info.pagination_object?.total_records).toBe(12);
    expect(first.data).toHaveLength(10);
    expect(first.data[0].text).toBe('<p>Note 12</p>');
    const second = await notes.listNotes('admin@demo.test', 'jobs', job, { page_number: 2 });
    expect(second.data.map((note) => note.text)).toEqual(['<p>Note 2</p>', '<p>Note 1</p>']);
  });

  it('adds a note and a reply, storing version 1 of each', async () => {
    const job = notes.jobs[1].id;
    const added = await notes.addToJob(
      'sales@demo.test',
      '<p>Check the <b>hinges</b></p>',
      String(job),
    );
    expect(added.status).toBe(200);
    expect(added.info.message).toBe('Note added');
    expect(added.data).toMatchObject({
      text: '<p>Check the <b>hinges</b></p>',
      user_id: 2,
      can_edit: 1,
      type_id: 2,
    });
    const reply = await notes.send('admin@demo.test', 'new', {
      type: 'reply',
      note: 'Done',
      parent_id: added.data.id,
    });
    expect(reply.status).toBe(200);
    expect(reply.info.message).toBe('Reply added');
    const listed = await notes.listNotes('admin@demo.test', 'jobs', job);
    const parent = listed.data.find((note) => note.id === added.data.id)!;
    expect(parent.user_replies).toEqual([
      expect.objectContaining({ text: 'Done', name: 'Ada Administrator', parent_id: parent.id }),
    ]);
    const versions = await get()
      .ctx.db.selectFrom('note_versions')
      .select(['note_id', 'version', 'action', 'user_id'])
      .where('note_id', 'in', [added.data.id, reply.data.id])
      .orderBy('note_id')
      .execute();
    expect(versions).toEqual([
      { note_id: added.data.id, version: 1, action: 'add', user_id: 2 },
      { note_id: reply.data.id, version: 1, action: 'reply', user_id: 1 },
    ]);
  });

  it('lets only the author edit (403 otherwise) and keeps every version', async () => {
    const added = await notes.addToJob('sales@demo.test', 'First words', notes.jobs[1].id);
    const before = await notes.counts();
    const refused = await notes.send('admin@demo.test', added.data.id, {
      type: 'edit',
      note: 'Hijack',
    });
    expect(refused.status).toBe(403);
    expect(refused.info.message).toBe('Only the author can edit this note.');
    expect(await notes.counts()).toEqual(before);

    // 13:00 in Sydney, the demo organisation's zone.
    get().clock.set('2026-03-11T02:00:00.000Z');
    const edited = await notes.send('sales@demo.test', added.data.id, {
      type: 'edit',
      note: 'Second words',
    });
    expect(edited.status).toBe(200);
    expect(edited.info.message).toBe('Note updated');
    expect(edited.data.text).toBe('Second words');
    const versions = await get()
      .ctx.db.selectFrom('note_versions')
      .select(['version', 'action', 'text'])
      .where('note_id', '=', added.data.id)
      .orderBy('version')
      .execute();
    expect(versions).toEqual([
      { version: 1, action: 'add', text: 'First words' },
      { version: 2, action: 'edit', text: 'Second words' },
    ]);
    const audit = await notes.listNotes('sales@demo.test', 'jobs', notes.jobs[1].id, {}, true);
    const shown = audit.data.find((note) => note.id === added.data.id)!;
    expect(shown.audit_change_log).toEqual(['Edited by Sam Sales on 11/03/2026, 01:00 pm']);
  });

  it('lets only the author void; a voided note is struck, cannot be edited and keeps its versions', async () => {
    const added = await notes.addToJob('sales@demo.test', 'Wrong job', notes.jobs[2].id);
    const refused = await notes.send('measurer@demo.test', added.data.id, {
      type: 'void',
      void: true,
    });
    expect(refused.status).toBe(403);
    expect(refused.info.message).toBe('Only the author can void this note.');
    const voided = await notes.send('sales@demo.test', added.data.id, { type: 'void', void: true });
    expect(voided.status).toBe(200);
    expect(voided.info.message).toBe('Note voided');
    expect(voided.data).toMatchObject({ text: '', can_edit: 0 });
    expect(voided.data.deleted_at).toBe(get().clock.now().toISOString());
    const before = await notes.counts();
    expect(
      (await notes.send('sales@demo.test', added.data.id, { type: 'edit', note: 'again' })).status,
    ).toBe(400);
    expect(
      (await notes.send('sales@demo.test', added.data.id, { type: 'void', void: true })).status,
    ).toBe(400);
    expect(
      (
        await notes.send('admin@demo.test', 'new', {
          type: 'reply',
          note: 'x',
          parent_id: added.data.id,
        })
      ).status,
    ).toBe(400);
    expect(await notes.counts()).toEqual(before);
    const versions = await get()
      .ctx.db.selectFrom('note_versions')
      .select(['action', 'text'])
      .where('note_id', '=', added.data.id)
      .orderBy('version')
      .execute();
    expect(versions).toEqual([
      { action: 'add', text: 'Wrong job' },
      { action: 'void', text: 'Wrong job' },
    ]);
  });

  it('notifies a mentioned user of the same organisation only, stored and pushed live', async () => {
    const published: Array<[number, string]> = [];
    const hub = get().ctx.hub;
    const publish = hub.publishToUser.bind(hub);
    const spy = jest.spyOn(hub, 'publishToUser').mockImplementation((userId, event, payload) => {
      published.push([userId, event]);
      return publish(userId, event, payload);
    });
    try {
      const before = await get()
        .ctx.db.selectFrom('notifications')
        .select('id')
        .where('user_id', 'in', [2, 11, 1])
        .execute();
      const added = await notes.addToJob(
        'admin@demo.test',
        'Please check <span class="mention" data-user-id="2">@Sam Sales</span> <b>&lt;now&gt;</b>',
        notes.jobs[0].id,
        { taggedUsers: [2, 11, 1], tagged_user_id: '11' },
      );
      expect(added.status).toBe(200);
      const rows = await get()
        .ctx.db.selectFrom('notifications')
        .select(['user_id', 'organisation_id', 'short_message', 'message', 'path'])
        .where('user_id', 'in', [2, 11, 1])
        .where('id', 'not in', before.length ? before.map((row) => row.id) : [0])
        .execute();
      expect(rows).toEqual([
        {
          user_id: 2,
          organisation_id: 1,
          short_message: 'Ada Administrator mentioned you in a note',
          message: expect.stringMatching(
            /^Ada Administrator mentioned you in a note on .+: Please check @Sam Sales &lt;now&gt;$/,
          ),
          path: `/jobs/${notes.jobs[0].id}/note-history`,
        },
      ]);
      expect(published).toEqual([[2, 'notification.created']]);
      const stored = await get()
        .ctx.db.selectFrom('notes')
        .select('tagged_user_ids')
        .where('id', '=', added.data.id)
        .executeTakeFirstOrThrow();
      // The author may mention themselves (stored, not notified); acme's admin is dropped.
      expect(stored.tagged_user_ids).toEqual([2, 1]);

      // An edit notifies only users mentioned for the first time.
      published.length = 0;
      const edited = await notes.send('admin@demo.test', added.data.id, {
        type: 'edit',
        note: 'Also <span class="mention" data-user-id="3">@Max Measurer</span>',
        taggedUsers: [2, 3],
      });
      expect(edited.status).toBe(200);
      expect(published).toEqual([[3, 'notification.created']]);
    } finally {
      spy.mockRestore();
    }
  });

  it('shows the record change log as audit entries when asked', async () => {
    const job = notes.jobs[5].id;
    get().clock.advance(60_000);
    const saved = await notes.call('admin@demo.test', 'POST', `/records/jobs/${job}`, {
      object_data: JSON.stringify({ title: 'Audited title' }),
    });
    expect(saved.status).toBe(200);
    const without = await notes.listNotes('admin@demo.test', 'jobs', job);
    expect(without.data.every((note) => note.type_id === 2)).toBe(true);
    const withAudit = await notes.listNotes('admin@demo.test', 'jobs', job, {}, true);
    const [latest] = withAudit.data;
    expect(latest).toMatchObject({
      type_id: 1,
      type_name: 'audit',
      text: 'Job changed',
      can_edit: 0,
    });
    expect(latest.date).toBe(get().clock.now().toISOString());
    expect(latest.audit_change_log).toEqual([expect.stringMatching(/^Title: .+ → Audited title$/)]);
    expect(withAudit.info.pagination_object?.total_records).toBe(
      (without.info.pagination_object?.total_records ?? 0) + 1,
    );
  });
});
