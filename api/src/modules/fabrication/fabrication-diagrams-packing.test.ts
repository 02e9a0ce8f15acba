import type { FabricationItem, MeshRow, PackResponse } from '@platform/shared/contracts';
import { bearer, body, describeEachDatabase } from '../../testing/create-test-app';
import { multipart, PDF, PNG } from '../../testing/multipart';
import { checkLayout } from './packing';
import { fabricationTestClient } from './test-support';

describeEachDatabase('fabrication: override diagrams and packing', (get) => {
  const { tokens, call, job, itemsOf } = fabricationTestClient(get);

  it('sets an override diagram from an image uploaded to the item’s folder, and removes it', async () => {
    const [item] = (await itemsOf('admin@demo.test', 'J-1042')).data;
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
    /** Sets (POST) or removes (DELETE) the item's override diagram as `who`. */
    const override = <T = unknown>(who: string, method: 'POST' | 'DELETE', payload?: object) =>
      call<T>(who, method, `/fabrication/item/${item.id}/override_diagram`, payload);
    const pdf = await upload(
      PDF,
      'drawing.pdf',
      'application/pdf',
      `fabrication/overrides/${item.id}`,
    );
    const refused = await override('admin@demo.test', 'POST', {
      destination: pdf.publicUrl,
    });
    expect(refused).toMatchObject({
      status: 415,
      info: { message: 'Please select a valid image file.' },
    });
    const elsewhere = await upload(PNG, 'door.png', 'image/png', 'uploads');
    const wrongFolder = await override('admin@demo.test', 'POST', {
      destination: elsewhere.path,
    });
    expect(wrongFolder.status).toBe(400);
    const png = await upload(PNG, 'door.png', 'image/png', `fabrication/overrides/${item.id}`);
    expect(png.path).toMatch(new RegExp(`^1/fabrication/overrides/${item.id}/`));
    const saved = await override<FabricationItem>('admin@demo.test', 'POST', {
      destination: png.publicUrl,
      filename: 'door.png',
      publicUrl: png.publicUrl,
      fileType: 'image/png',
      thumbnail: null,
    });
    expect(saved.status).toBe(200);
    expect(saved.data.override_diagram).toMatchObject({
      filename: 'door.png',
      fileType: 'image/png',
    });
    expect(saved.data.override_diagram!.publicUrl).toMatch(/\/files\/1\/fabrication\/overrides\//);
    const acme = await override('admin@acme.test', 'POST', {
      destination: png.path,
    });
    expect(acme.status).toBe(404);
    const back = await override<FabricationItem>('admin@demo.test', 'DELETE');
    expect(back.data.override_diagram).toBeNull();
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
