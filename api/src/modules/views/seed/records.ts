import { sql } from 'kysely';
import type { AppContext } from '../../../core/module';

/** Jobs seeded for the demo organisation: enough for the benchmark, fewer in unit tests. */
export function demoJobCount(ctx: AppContext): number {
  const configured = Number(process.env.DEMO_JOBS);
  if (Number.isInteger(configured) && configured > 0) return configured;
  return ctx.config.mode === 'test' ? 150 : 10_000;
}

const SURNAMES = [
  'Smith',
  'Nguyen',
  'Patel',
  'Brown',
  'Wilson',
  'Taylor',
  'Lee',
  'Martin',
  'Kelly',
  "O'Brien",
  'Walker',
  'Young',
];
const KINDS = ['Family', 'Builders', 'Property Group', 'Homes', 'Constructions'];
const SUBURBS = [
  'Parramatta',
  'Chatswood',
  'Bondi',
  'Penrith',
  'Manly',
  'Newtown',
  'Ryde',
  'Cronulla',
];
const STREETS = ['George St', 'King St', 'Church St', 'Victoria Rd', 'Pacific Hwy'];
const TYPES = ['Residential', 'Commercial', 'Builder'];

function customer(index: number, organisationId: number) {
  const surname = SURNAMES[index % SURNAMES.length];
  const kind = KINDS[Math.floor(index / SURNAMES.length) % KINDS.length];
  const suburb = SUBURBS[index % SUBURBS.length];
  const siteCount = 1 + (index % 3);
  return {
    organisation_id: organisationId,
    record_type: 'customers',
    data: JSON.stringify({
      name: `${surname} ${kind}${index >= SURNAMES.length * KINDS.length ? ` ${index}` : ''}`,
      type: TYPES[index % TYPES.length],
      email: `${surname.toLowerCase().replace(/[^a-z]/g, '')}.${index}@customers.test`,
      phone: `04${String(10_000_000 + index * 7919).slice(-8)}`,
      contact_name: `${['Alex', 'Sam', 'Jo', 'Chris', 'Pat'][index % 5]} ${surname}`,
      suburb,
      sites: Array.from(
        { length: siteCount },
        (_, site) =>
          `${10 + site * 12 + index} ${STREETS[(index + site) % STREETS.length]}, ${suburb}`,
      ),
      balance: Math.round(((index * 1373) % 9000) * 100) / 100,
      active: index % 11 !== 0,
    }),
  };
}

const SUPPLIERS = [
  ['Sydney Mesh Supplies', 'Mesh'],
  ['Harbour Aluminium', 'Aluminium'],
  ['Lockwood Hardware', 'Hardware'],
  ['Clearview Glass', 'Glass'],
  ['Western Extrusions', 'Aluminium'],
  ['Stainless Mesh Co', 'Mesh'],
  ['Triple Lock Direct', 'Hardware'],
  ['Coastal Glass', 'Glass'],
  ['Pet Door Warehouse', 'Hardware'],
  ['Northside Powder Coating', 'Aluminium'],
  ['Fine Weave Mesh', 'Mesh'],
  ['Hinge & Handle', 'Hardware'],
] as const;

/** The demo records: customers, suppliers, jobs, quotes, quote options and notes. Skipped when present. */
export async function seedRecords(ctx: AppContext): Promise<void> {
  const existing = await ctx.db.selectFrom('records').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  const db = ctx.db;
  const today = ctx.clock.now().toISOString().slice(0, 10);

  for (const [organisationId, count] of [
    [1, 60],
    [2, 10],
  ] as const) {
    await db
      .insertInto('records')
      .values(Array.from({ length: count }, (_, index) => customer(index, organisationId)))
      .execute();
  }
  await db
    .insertInto('records')
    .values(
      SUPPLIERS.map(([name, category], index) => ({
        organisation_id: 1,
        record_type: 'suppliers',
        data: JSON.stringify({
          name,
          category,
          email: `orders@${name.toLowerCase().replace(/[^a-z]+/g, '')}.test`,
          phone: `02 9${String(100_0000 + index * 4219).slice(-7)}`,
          account_number: `ACC-${1000 + index}`,
          lead_time_days: 2 + ((index * 3) % 12),
          preferred: index % 3 === 0,
        }),
      })),
    )
    .execute();

  // Jobs are generated in the database: 10,000 rows in one statement.
  await sql`
    with customers as (
      select array_agg(id order by id) as ids, array_agg(data order by id) as docs
      from records where record_type = 'customers' and organisation_id = 1
    )
    insert into records (organisation_id, record_type, data)
    select 1, 'jobs', jsonb_build_object(
      'number', 'J-' || lpad(g::text, 5, '0'),
      'title', (array['Security door','Fly screen','Sliding door','Window grille','Pet door','Mesh repair'])[1 + g % 6]
        || ' – ' || (array['front','back','kitchen','bedroom','patio'])[1 + g % 5],
      'customer_id', c.ids[1 + g % array_length(c.ids, 1)],
      'customer_name', c.docs[1 + g % array_length(c.ids, 1)]->>'name',
      'contact', c.docs[1 + g % array_length(c.ids, 1)]->>'contact_name',
      'contact_phone', c.docs[1 + g % array_length(c.ids, 1)]->>'phone',
      'site', c.docs[1 + g % array_length(c.ids, 1)]->'sites'->>0,
      'type', (array['install','repair','measure','other'])[1 + g % 4],
      'other_reason', case when g % 4 = 3 then 'Warranty inspection' else null end,
      'status', (array['open','scheduled','in_progress','completed','invoiced'])[1 + g % 5],
      'priority', (array['low','normal','normal','high'])[1 + g % 4],
      'urgent', g % 7 = 0,
      'quantity', 1 + g % 9,
      'bulk_discount', case when 1 + g % 9 > 5 then 5 else null end,
      'amount', round(((1 + g % 9) * 185 + (g % 13) * 7.5)::numeric, 2),
      -- Work that is done (completed, invoiced) was due in the past year, so revenue never lands in
      -- a month still to come; open work falls due from a month ago to two months ahead.
      'due_date', to_char(${today}::date + case when g % 5 in (3, 4) then -(1 + g % 330) else g % 90 - 30 end, 'YYYY-MM-DD'),
      'scheduled_at', to_char(
        ((${today}::date + (g % 60 - 20))::timestamp + make_interval(hours => 7 + g % 9)) at time zone 'Australia/Sydney' at time zone 'UTC',
        'YYYY-MM-DD"T"HH24:MI:SS".000Z"'),
      'start_time', lpad((7 + g % 9)::text, 2, '0') || ':00',
      'notes', case when g % 10 = 0 then 'Side gate is locked, ask for the code' else null end,
      'gate_code', case when g % 10 = 0 then lpad((g % 9000 + 1000)::text, 4, '0') else null end,
      'invoice_number', case when g % 5 = 4 then 'INV-' || lpad(g::text, 5, '0') else null end,
      'materials', jsonb_build_array(jsonb_build_object('id', 'frame', 'name', 'Aluminium frame', 'quantity', 1))
    )
    from generate_series(1, ${demoJobCount(ctx)}) as g, customers c
  `.execute(db);

  for (const [organisationId, count] of [
    [1, 300],
    [2, 20],
  ] as const) {
    await sql`
      with customers as (
        select array_agg(id order by id) as ids, array_agg(data order by id) as docs
        from records where record_type = 'customers' and organisation_id = ${organisationId}
      ), jobs as (
        select array_agg(id order by id) as ids from (
          select id from records where record_type = 'jobs' and organisation_id = ${organisationId} order by id limit ${count}
        ) first_jobs
      )
      insert into records (organisation_id, record_type, data)
      select ${organisationId}, 'quotes', jsonb_build_object(
        'number', 'Q-' || lpad(g::text, 5, '0'),
        'title', (array['Front security door','Whole house fly screens','Patio sliding door','Window grilles'])[1 + g % 4],
        'customer_id', c.ids[1 + g % array_length(c.ids, 1)],
        'customer_name', c.docs[1 + g % array_length(c.ids, 1)]->>'name',
        'job_id', j.ids[1 + (g - 1) % greatest(coalesce(array_length(j.ids, 1), 1), 1)],
        'status', (array['sent','accepted','declined','sent'])[1 + g % 4],
        'total', round((450 + (g * 137) % 4000)::numeric * 1.1, 2),
        'valid_until', to_char(${today}::date + (g % 60), 'YYYY-MM-DD'),
        'regions', (array['["north"]','["north","east"]','["east"]','["south","west"]','["west"]'])[1 + g % 5]::jsonb,
        'lines', jsonb_build_array(jsonb_build_object('id', 'frame', 'name', 'Aluminium frame', 'quantity', 1))
      )
      from generate_series(1, ${count}) as g, customers c, jobs j
    `.execute(db);
  }

  await sql`
    insert into records (organisation_id, record_type, data)
    select q.organisation_id, 'quote_options', jsonb_build_object(
      'quote_id', q.id,
      'name', (array['Standard','Premium','Deluxe'])[o],
      'description', (array['Aluminium mesh, single lock','Stainless mesh, triple lock','Stainless mesh, triple lock, closer'])[o],
      'price', (array[650, 980, 1240])[o],
      'selected_product', o = 1
    )
    from (select id, organisation_id from records where record_type = 'quotes' order by id limit 60) q,
      generate_series(1, 3) as o
  `.execute(db);

  await sql`
    insert into records (organisation_id, record_type, data)
    select 1, 'notes', jsonb_build_object(
      'job_id', j.id,
      'text', (array['Customer asked for a call before arrival.','Measured on site, all good.','Needs a second fitter.'])[n],
      'author', (array['Ada Administrator','Max Measurer','Fiona Fitter'])[n],
      'created', to_char(now() - make_interval(days => n), 'YYYY-MM-DD"T"HH24:MI:SS".000Z"')
    )
    from (select id from records where record_type = 'jobs' and organisation_id = 1 order by id limit 50) j,
      generate_series(1, 2) as n
  `.execute(db);
}
