import { describeEachDatabase } from '../../testing/create-test-app';
import { expectSafe, notesTestClient, XSS_PAYLOADS } from './test-support';

describeEachDatabase('notes: refusals, organisations kept apart, sanitising', (get) => {
  const notes = notesTestClient(get);

  it('refuses bad input with 400 and stores nothing', async () => {
    const job = notes.jobs[1].id;
    const existing = (await notes.addToJob('admin@demo.test', 'mine', job)).data.id;
    const before = await notes.counts();
    const bad: Array<[number | 'new', unknown]> = [
      ['new', undefined],
      ['new', 'not json'],
      ['new', '[1,2]'],
      ['new', '"text"'],
      ['new', 42],
    ];
    for (const [id, objectData] of bad) {
      const answer = await notes.call('admin@demo.test', 'POST', `/note/history/${id}/details`, {
        object_data: objectData,
      });
      expect(answer.status).toBe(400);
    }
    const badRequests: Array<[number | 'new', Record<string, unknown>]> = [
      ['new', { type: 'delete', note: 'x', table_name: 'jobs', table_id: job }],
      ['new', { note: 'x', table_name: 'jobs', table_id: job }],
      ['new', { type: 'add', note: '', table_name: 'jobs', table_id: job }],
      ['new', { type: 'add', note: '   <p> </p> ', table_name: 'jobs', table_id: job }],
      [
        'new',
        { type: 'add', note: '<script>alert(1)</script>', table_name: 'jobs', table_id: job },
      ],
      ['new', { type: 'add', note: 12, table_name: 'jobs', table_id: job }],
      ['new', { type: 'add', note: 'x'.repeat(50_001), table_name: 'jobs', table_id: job }],
      ['new', { type: 'add', note: 'x', table_name: 'Jobs; drop', table_id: job }],
      ['new', { type: 'add', note: 'x', table_name: 'jobs', table_id: 'abc' }],
      ['new', { type: 'add', note: 'x', table_name: 'jobs', table_id: -3 }],
      ['new', { type: 'add', note: 'x', table_name: 'jobs' }],
      ['new', { type: 'add', note: 'x', table_id: job }],
      ['new', { type: 'add', note: 'x', table_name: 'jobs', table_id: job, taggedUsers: 'x' }],
      ['new', { type: 'add', note: 'x', table_name: 'jobs', table_id: job, taggedUsers: [0] }],
      ['new', { type: 'add', note: 'x', table_name: 'jobs', table_id: job, tagged_user_id: 'a,b' }],
      ['new', { type: 'reply', note: 'x' }],
      ['new', { type: 'reply', note: 'x', parent_id: 'one' }],
      ['new', { type: 'edit', note: 'x' }],
      [existing, { type: 'add', note: 'x', table_name: 'jobs', table_id: job }],
      [existing, { type: 'edit', note: '' }],
    ];
    for (const [id, request] of badRequests) {
      const answer = await notes.send('admin@demo.test', id, request);
      expect([id, request, answer.status]).toEqual([id, request, 400]);
    }
    const query = await notes.call(
      'admin@demo.test',
      'GET',
      '/notes?table=jobs&id=abc&pagination_object=%7B%7D',
    );
    expect(query.status).toBe(400);
    expect(
      (
        await notes.call(
          'admin@demo.test',
          'GET',
          `/notes?table=jobs&id=${job}&pagination_object=%7B%22page_size%22%3A1000%7D`,
        )
      ).status,
    ).toBe(400);
    expect(await notes.counts()).toEqual(before);
  });

  it("keeps another organisation's notes invisible and unchangeable", async () => {
    const demoNote = (await notes.listNotes('admin@demo.test', 'jobs', notes.jobs[0].id)).data[2];
    expect((await notes.listNotes('admin@acme.test', 'jobs', notes.jobs[0].id)).status).toBe(404);
    const before = await notes.counts();
    expect((await notes.addToJob('admin@acme.test', 'x', notes.jobs[0].id)).status).toBe(404);
    expect(
      (
        await notes.send('admin@acme.test', 'new', {
          type: 'reply',
          note: 'x',
          parent_id: demoNote.id,
        })
      ).status,
    ).toBe(404);
    expect((await notes.send('admin@acme.test', demoNote.id, { type: 'void' })).status).toBe(404);
    expect(await notes.counts()).toEqual(before);
    // And the other way round: acme's own job is not the demo organisation's.
    const acmeNote = await notes.addToJob('admin@acme.test', 'acme only', notes.acmeJob.id);
    expect(acmeNote.status).toBe(200);
    expect((await notes.listNotes('admin@demo.test', 'jobs', notes.acmeJob.id)).status).toBe(404);
    expect((await notes.listNotes('admin@acme.test', 'jobs', notes.acmeJob.id)).data).toHaveLength(
      1,
    );
    // Dashboard screens read no notes.
    expect((await notes.listNotes('dashboard@demo.test', 'jobs', notes.jobs[0].id)).status).toBe(
      403,
    );
    // An unknown table is no record.
    expect((await notes.listNotes('admin@demo.test', 'nothing', notes.jobs[0].id)).status).toBe(
      404,
    );
  });

  it(`stores ${XSS_PAYLOADS.length} XSS payloads only in their safe form`, async () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
    for (const payload of XSS_PAYLOADS) {
      const answer = await notes.addToJob('admin@demo.test', `Hi ${payload}`, notes.jobs[4].id);
      expect(answer.status).toBe(200);
      const stored = await get()
        .ctx.db.selectFrom('notes')
        .select('text')
        .where('id', '=', answer.data.id)
        .executeTakeFirstOrThrow();
      expect(answer.data.text).toBe(stored.text);
      expectSafe(stored.text);
      const version = await get()
        .ctx.db.selectFrom('note_versions')
        .select('text')
        .where('note_id', '=', answer.data.id)
        .executeTakeFirstOrThrow();
      expectSafe(version.text);
    }
    // Harmless formatting and links survive.
    const kept = await notes.addToJob(
      'admin@demo.test',
      '<b onclick="x()">bold</b> <a href="https://example.test/a?b=1">link</a>',
      notes.jobs[4].id,
    );
    expect(kept.data.text).toBe(
      '<b>bold</b> <a href="https://example.test/a?b=1" target="_blank" rel="noopener noreferrer">link</a>',
    );
  });
});
