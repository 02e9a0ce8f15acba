import type {
  AccessoriesData,
  AccessoriesNote,
  FabricationItem,
  MeshRow,
} from '@platform/shared/contracts';
import { bearer, describeEachDatabase, login } from '../../testing/create-test-app';
import { fabricationTestClient, type JobRow } from './test-support';

describeEachDatabase('fabrication: jobs, rights, items, mesh, accessories and notes', (get) => {
  const { call, job, itemsOf, jobs } = fabricationTestClient(get);

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
    expect(jobs().map((row) => row.job_number)).toEqual(['J-1042', 'J-1043', 'J-1044']);
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
    const { status, data } = await itemsOf('fitter@demo.test', 'J-1042');
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
    const foreign = await itemsOf('admin@acme.test', 'J-1042');
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
    const before = (await itemsOf('fitter@demo.test', 'J-1043')).data;
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
    const [item] = (await itemsOf('admin@demo.test', 'J-1044')).data;
    const bad = await call('admin@demo.test', 'POST', `/fabrication/item/${item.id}/accessories`, {
      code: 'X',
      name: 'Thing',
      qty: -1,
    });
    expect(bad.status).toBe(400);
    const kickPlate = {
      code: 'KP-01',
      name: 'Kick plate',
      colour: 'Pearl White',
      size: '800 mm',
      qty: 2,
      is_on_diagram: true,
    };
    const good = await call<FabricationItem>(
      'admin@demo.test',
      'POST',
      `/fabrication/item/${item.id}/accessories`,
      kickPlate,
    );
    expect(good.status).toBe(200);
    expect(good.data.accessories.at(-1)).toEqual(kickPlate);
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
});
