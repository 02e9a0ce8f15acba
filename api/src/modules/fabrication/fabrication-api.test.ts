import type {
  AccessoriesData,
  AccessoriesNote,
  FabricationItem,
  MeshRow,
  PackResponse,
} from '@platform/shared/contracts';
import { bearer, body, describeEachDatabase, login } from '../../testing/create-test-app';
import { multipart, PDF, PNG } from '../../testing/multipart';
import { checkLayout } from './packing';

interface JobRow {
  id: number;
  job_number: string;
  items: number;
  panels: number;
}

describeEachDatabase('fabrication: jobs, sheets, mesh, accessories, notes and packing', (get) => {
  const tokens: Record<string, string> = {};
  let jobs: JobRow[];

  const call = async <T>(
    who: string,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => {
    const response = await get().app.inject({
      method,
      url,
      headers: bearer(tokens[who]),
      payload: payload as object,
    });
    return { status: response.statusCode, ...body<T>(response) };
  };
  const job = (number: string) => jobs.find((row) => row.job_number === number)!;

  beforeAll(async () => {
    for (const email of [
      'admin@demo.test',
      'fitter@demo.test',
      'measurer@demo.test',
      'sales@demo.test',
      'admin@acme.test',
    ]) {
      tokens[email] = await login(get().app, email);
    }
    jobs = (await call<JobRow[]>('admin@demo.test', 'GET', '/fabrication/jobs')).data;
  });

  it('answers 401 without a token and 403 to a dashboard screen on every route', async () => {
    const pack = {
      items: [{ name: 'P', panelId: 1, itemNumber: 1, meshSize: 'x', height: 10, width: 10 }],
      maxWastePercentage: 35,
      sortStrategy: 'ASC',
    };
    const routes: Array<['GET' | 'POST' | 'DELETE', string, object?]> = [
      ['GET', '/fabrication/jobs'],
      ['GET', '/fabrication/jobs/1/items'],
      ['GET', '/fabrication/jobs/1/mesh'],
      ['GET', '/fabrication/jobs/1/accessories'],
      ['POST', '/fabrication/jobs/1/notes', { notes: 'x' }],
      ['DELETE', '/fabrication/item/1'],
      ['POST', '/fabrication/item/1/duplicate'],
      ['POST', '/fabrication/item/1/accessories', { code: 'A', name: 'B', qty: 1 }],
      ['POST', '/fabrication/item/1/override_diagram', { file_id: 1 }],
      ['DELETE', '/fabrication/item/1/override_diagram'],
      ['GET', '/fabrication/capabilities'],
      ['POST', '/bin-packing/pack', pack],
    ];
    const screen = await login(get().app, 'dashboard@demo.test');
    for (const [method, url, payload] of routes) {
      const anonymous = await get().app.inject({ method, url, payload });
      expect([url, anonymous.statusCode]).toEqual([url, 401]);
      const wall = await get().app.inject({ method, url, payload, headers: bearer(screen) });
      expect([url, wall.statusCode]).toEqual([url, 403]);
    }
  });

  it('lists only the organisation’s jobs, with item and panel counts, and searches them', async () => {
    expect(jobs.map((row) => row.job_number)).toEqual(['J-1042', 'J-1043', 'J-1044']);
    expect(job('J-1043')).toMatchObject({ items: 2, panels: 5 });
    const found = await call<JobRow[]>('admin@demo.test', 'GET', '/fabrication/jobs?search=café');
    expect(found.data.map((row) => row.job_number)).toEqual(['J-1044']);
    const acme = await call<JobRow[]>('admin@acme.test', 'GET', '/fabrication/jobs');
    expect(acme.data.map((row) => row.job_number)).toEqual(['A-2001']);
  });

  it('gives each role its rights: sales none, measurers read, fitters cut', async () => {
    const caps = async (who: string) =>
      (
        await call<{ can_view: boolean; can_edit: boolean; can_suggest_cuts: boolean }>(
          who,
          'GET',
          '/fabrication/capabilities',
        )
      ).data;
    expect(await caps('fitter@demo.test')).toMatchObject({
      can_view: true,
      can_suggest_cuts: true,
    });
    expect(await caps('measurer@demo.test')).toMatchObject({
      can_view: true,
      can_edit: false,
      can_suggest_cuts: false,
    });
    expect((await call('sales@demo.test', 'GET', '/fabrication/jobs')).status).toBe(403);
    const items = `/fabrication/jobs/${job('J-1042').id}/items`;
    expect((await call('measurer@demo.test', 'GET', items)).status).toBe(200);
    const pack = await call('measurer@demo.test', 'POST', '/bin-packing/pack', {
      items: [{ name: 'P', panelId: 1, itemNumber: 1, meshSize: 'x', height: 10, width: 10 }],
      maxWastePercentage: 35,
      sortStrategy: 'ASC',
    });
    expect(pack.status).toBe(403);
  });

  it('returns the items of a job with panels and accessories; another organisation gets 404', async () => {
    const { status, data } = await call<FabricationItem[]>(
      'fitter@demo.test',
      'GET',
      `/fabrication/jobs/${job('J-1042').id}/items`,
    );
    expect(status).toBe(200);
    expect(data.map((item) => item.item_number)).toEqual([1, 2, 3]);
    const [front] = data;
    expect(front.panels[0]).toMatchObject({
      height: 2100,
      width: 900,
      lock_is_right: true,
      midrails: [{ from_bottom: 1000 }],
      pet_way_size: 'M',
    });
    expect(front.item_data.find((row) => row.name === 'Mesh')?.value).toBe('316 SS 0.9mm');
    const foreign = await call(
      'admin@acme.test',
      'GET',
      `/fabrication/jobs/${job('J-1042').id}/items`,
    );
    expect(foreign.status).toBe(404);
    const foreignItem = await call(
      'admin@acme.test',
      'POST',
      `/fabrication/item/${front.id}/duplicate`,
    );
    expect(foreignItem.status).toBe(404);
  });

  it('splits a panel’s mesh at its midrails in the mesh schedule', async () => {
    const { data } = await call<MeshRow[]>(
      'fitter@demo.test',
      'GET',
      `/fabrication/jobs/${job('J-1042').id}/mesh`,
    );
    const front = data.filter((row) => row.item_number === 1);
    // 2100 high, midrail centre at 1000: openings 45–977.5 and 1022.5–2055, plus 12 mm laps.
    expect(front.map((row) => [row.notes, row.height, row.width])).toEqual([
      ['Bottom infill', '957', '834'],
      ['Top infill', '1057', '834'],
    ]);
    expect(data.find((row) => row.item_number === 3)).toMatchObject({
      mesh_size: 'Fibreglass 18x14',
      mesh_direction_name: 'Any',
      notes: null,
    });
  });

  it('duplicates an item right after itself and removes one, renumbering from 1', async () => {
    const jobId = job('J-1043').id;
    const before = (
      await call<FabricationItem[]>('fitter@demo.test', 'GET', `/fabrication/jobs/${jobId}/items`)
    ).data;
    const copied = await call<FabricationItem[]>(
      'fitter@demo.test',
      'POST',
      `/fabrication/item/${before[0].id}/duplicate`,
    );
    expect(copied.data.map((item) => item.item_number)).toEqual([1, 2, 3]);
    const copy = copied.data[1];
    expect(copy.notes).toBe(before[0].notes);
    expect(copy.panels.map((panel) => panel.id)).toEqual([
      copy.id * 10 + 1,
      copy.id * 10 + 2,
      copy.id * 10 + 3,
    ]);
    const removed = await call<FabricationItem[]>(
      'fitter@demo.test',
      'DELETE',
      `/fabrication/item/${before[0].id}`,
    );
    expect(removed.data.map((item) => [item.item_number, item.id])).toEqual([
      [1, copy.id],
      [2, before[1].id],
    ]);
    const measurer = await call('measurer@demo.test', 'DELETE', `/fabrication/item/${copy.id}`);
    expect(measurer.status).toBe(403);
  });

  it('adds an accessory after validating it', async () => {
    const [item] = (
      await call<FabricationItem[]>(
        'admin@demo.test',
        'GET',
        `/fabrication/jobs/${job('J-1044').id}/items`,
      )
    ).data;
    const bad = await call('admin@demo.test', 'POST', `/fabrication/item/${item.id}/accessories`, {
      code: 'X',
      name: 'Thing',
      qty: -1,
    });
    expect(bad.status).toBe(400);
    const good = await call<FabricationItem>(
      'admin@demo.test',
      'POST',
      `/fabrication/item/${item.id}/accessories`,
      {
        code: 'KP-01',
        name: 'Kick plate',
        colour: 'Pearl White',
        size: '800 mm',
        qty: 2,
        is_on_diagram: true,
      },
    );
    expect(good.status).toBe(200);
    expect(good.data.accessories.at(-1)).toEqual({
      code: 'KP-01',
      name: 'Kick plate',
      colour: 'Pearl White',
      size: '800 mm',
      qty: 2,
      is_on_diagram: true,
    });
  });

  it('sets an override diagram from an image uploaded to the item’s folder, and removes it', async () => {
    const [item] = (
      await call<FabricationItem[]>(
        'admin@demo.test',
        'GET',
        `/fabrication/jobs/${job('J-1042').id}/items`,
      )
    ).data;
    const upload = async (
      content: Buffer,
      filename: string,
      contentType: string,
      directory: string,
    ) => {
      const form = multipart([
        { name: 'files', filename, contentType, content },
        { name: 'directory', value: directory },
      ]);
      const response = await get().app.inject({
        method: 'POST',
        url: '/upload',
        headers: { ...form.headers, ...bearer(tokens['admin@demo.test']) },
        payload: form.payload,
      });
      return body<{ files: Array<{ path: string; publicUrl: string; name: string }> }>(response)
        .data.files[0];
    };
    const pdf = await upload(
      PDF,
      'drawing.pdf',
      'application/pdf',
      `fabrication/overrides/${item.id}`,
    );
    const refused = await call(
      'admin@demo.test',
      'POST',
      `/fabrication/item/${item.id}/override_diagram`,
      {
        destination: pdf.publicUrl,
      },
    );
    expect(refused).toMatchObject({
      status: 415,
      info: { message: 'Please select a valid image file.' },
    });
    const elsewhere = await upload(PNG, 'door.png', 'image/png', 'uploads');
    const wrongFolder = await call(
      'admin@demo.test',
      'POST',
      `/fabrication/item/${item.id}/override_diagram`,
      {
        destination: elsewhere.path,
      },
    );
    expect(wrongFolder.status).toBe(400);
    const png = await upload(PNG, 'door.png', 'image/png', `fabrication/overrides/${item.id}`);
    expect(png.path).toMatch(new RegExp(`^1/fabrication/overrides/${item.id}/`));
    const saved = await call<FabricationItem>(
      'admin@demo.test',
      'POST',
      `/fabrication/item/${item.id}/override_diagram`,
      {
        destination: png.publicUrl,
        filename: 'door.png',
        publicUrl: png.publicUrl,
        fileType: 'image/png',
        thumbnail: null,
      },
    );
    expect(saved.status).toBe(200);
    expect(saved.data.override_diagram).toMatchObject({
      filename: 'door.png',
      fileType: 'image/png',
    });
    expect(saved.data.override_diagram!.publicUrl).toMatch(/\/files\/1\/fabrication\/overrides\//);
    const acme = await call(
      'admin@acme.test',
      'POST',
      `/fabrication/item/${item.id}/override_diagram`,
      {
        destination: png.path,
      },
    );
    expect(acme.status).toBe(404);
    const back = await call<FabricationItem>(
      'admin@demo.test',
      'DELETE',
      `/fabrication/item/${item.id}/override_diagram`,
    );
    expect(back.data.override_diagram).toBeNull();
  });

  it('lists accessories without those of quantity 0, and adds trimmed notes', async () => {
    const jobId = job('J-1042').id;
    const { data } = await call<AccessoriesData>(
      'fitter@demo.test',
      'GET',
      `/fabrication/jobs/${jobId}/accessories`,
    );
    expect(data.accessories.some((row) => row.quantity === 0)).toBe(false);
    expect(data.accessories[0]).toEqual({
      item_number: 1,
      code: 'LK-TRI',
      name: 'Triple lock, keyed alike',
      color: 'Black',
      quantity: 1,
      make_size: null,
    });
    const empty = await call('fitter@demo.test', 'POST', `/fabrication/jobs/${jobId}/notes`, {
      notes: '   ',
    });
    expect(empty).toMatchObject({
      status: 400,
      info: { message: 'Please enter some notes before submitting.' },
    });
    const added = await call<AccessoriesNote[]>(
      'fitter@demo.test',
      'POST',
      `/fabrication/jobs/${jobId}/notes`,
      {
        notes: '  Hinges short by 2, ordered.  ',
      },
    );
    expect(added.status).toBe(200);
    expect(added.info.message).toBe('Notes added successfully!');
    expect(added.data[0]).toMatchObject({
      notes: 'Hinges short by 2, ordered.',
      created_by: 'Fiona Fitter',
      updated_at: '2026-03-11T01:30:00.000Z',
    });
  });

  it('packs a job’s mesh on the seeded stock: cuttable layouts, unfit panels listed', async () => {
    const rows = (
      await call<MeshRow[]>('fitter@demo.test', 'GET', `/fabrication/jobs/${job('J-1042').id}/mesh`)
    ).data;
    const items = rows.map((row, index) => ({
      name: `Item ${row.item_number} panel ${row.panel_id}`,
      panelId: row.panel_id,
      itemNumber: row.item_number,
      meshSize: row.mesh_size,
      height: Number(row.height),
      width: Number(row.width),
      rotatable: row.mesh_direction_name === 'Any',
      ...(index === 0 ? {} : {}),
    }));
    items.push({ ...items[0], name: 'Too big', panelId: 999, height: 3200, width: 1600 });
    const { status, data } = await call<PackResponse>(
      'fitter@demo.test',
      'POST',
      '/bin-packing/pack',
      {
        items,
        maxWastePercentage: 35,
        sortStrategy: 'DESC',
      },
    );
    expect(status).toBe(200);
    expect(Object.keys(data).sort()).toEqual(['316 SS 0.9mm', 'Fibreglass 18x14']);
    const steel = data['316 SS 0.9mm'];
    expect(steel.unfitItems.map((item) => item.name)).toEqual(['Too big']);
    for (const result of steel.packingResults) expect(checkLayout(result, 3)).toEqual([]);
    expect(steel.packingResults.flatMap((r) => r.packedItems)).toHaveLength(3);
    expect(steel.packingResults[0].bin).toMatchObject({ name: expect.stringMatching(/^SS roll/) });
  });

  it('refuses bad packing requests with a clear 400', async () => {
    const bad = async (payload: unknown) =>
      (await call('fitter@demo.test', 'POST', '/bin-packing/pack', payload)).status;
    const item = { name: 'P', panelId: 1, itemNumber: 1, meshSize: 'x', height: 10, width: 10 };
    expect(await bad({ items: [], maxWastePercentage: 35, sortStrategy: 'ASC' })).toBe(400);
    expect(await bad({ items: [item], maxWastePercentage: 61, sortStrategy: 'ASC' })).toBe(400);
    expect(await bad({ items: [item], maxWastePercentage: 35, sortStrategy: 'RANDOM' })).toBe(400);
    expect(
      await bad({ items: [{ ...item, height: -5 }], maxWastePercentage: 35, sortStrategy: 'ASC' }),
    ).toBe(400);
  });
});
