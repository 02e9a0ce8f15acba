import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { MeshRow, PackingJob, PackResponse } from '@platform/shared/contracts';
import { envelope, installFakeApi, resetSession, signInForTest } from '@platform/shared/testing';
import { button } from '../testing/dom';
import { MeshScheduleWidget } from './MeshScheduleWidget';

jest.setTimeout(60_000);
beforeEach(() => signInForTest());
afterEach(() => resetSession());

const ROWS: MeshRow[] = [
  {
    item_number: 1,
    panel_id: 11,
    height: '957',
    width: '834',
    mesh_size: '316 SS 0.9mm',
    mesh_direction_name: 'Vertical',
    notes: 'Bottom infill',
  },
  {
    item_number: 1,
    panel_id: 11,
    height: '1057',
    width: '834',
    mesh_size: '316 SS 0.9mm',
    mesh_direction_name: 'Vertical',
    notes: 'Top infill',
  },
  {
    item_number: 9,
    panel_id: 91,
    height: 'TBC',
    width: '700',
    mesh_size: '316 SS 0.9mm',
    notes: null,
  },
];

const PACKED: PackResponse = {
  '316 SS 0.9mm': {
    packingResults: [
      {
        bin: { name: 'SS roll 1000 × 2500', width: 1000, height: 2500, price: '186.00' },
        packedItems: [
          {
            x: 0,
            y: 0,
            width: 834,
            height: 957,
            rotated: false,
            item: {
              name: 'a',
              panelId: 11,
              itemNumber: 1,
              meshSize: '316 SS 0.9mm',
              height: 957,
              width: 834,
            },
          },
        ],
        wastePercentage: 68.08,
        netWastePercentage: 12.5,
        reusableOffcuts: [{ x: 0, y: 960, width: 1000, height: 1540 }],
      },
    ],
    unfitItems: [
      {
        name: 'b',
        panelId: 12,
        itemNumber: 2,
        meshSize: '316 SS 0.9mm',
        height: 3200,
        width: 1600,
      },
    ],
  },
};

const serve = (canSuggest: boolean) =>
  installFakeApi({
    'GET /fabrication/jobs/7/mesh': { body: envelope(ROWS) },
    'GET /fabrication/capabilities': {
      body: envelope({ can_edit: true, can_suggest_cuts: canSuggest }),
    },
    'POST /bin-packing/pack': { body: envelope(PACKED) },
  });

const show = () =>
  render(
    <MeshScheduleWidget params={{ id: '7' }} data={{ api_url: '/fabrication/jobs/:id/mesh' }} />,
  );

const job = (changes: Partial<PackingJob>): PackingJob => ({
  id: 41,
  status: 'queued',
  progress: 0,
  search_seconds: null,
  result: null,
  error: null,
  ...changes,
});

describe('the mesh_schedule widget', () => {
  it('shows a job’s progress while the server packs, then its layout (ADR 188)', async () => {
    const fake = serve(true);
    fake.on('POST /bin-packing/pack', { status: 202, body: envelope(job({ search_seconds: 10 })) });
    const polls = [
      job({ status: 'running', progress: 0.4, search_seconds: 10 }),
      job({ status: 'done', progress: 1, search_seconds: 10, result: PACKED }),
    ];
    let released = false;
    fake.on('GET /bin-packing/jobs/:id', () => ({
      body: envelope(released ? polls[1] : polls[0]),
    }));
    const { container } = show();
    await screen.findByText('Get Suggested Cuts');
    fireEvent.mouseEnter(button('Search longer'));
    fireEvent.click(await screen.findByText('10 seconds'));
    expect(await screen.findByText('Searching for 10 seconds…')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Packing progress')).toHaveTextContent('40%'));
    expect(fake.callsTo('POST /bin-packing/pack')[0].body).toMatchObject({ searchSeconds: 10 });
    released = true;
    expect(
      await screen.findByText('SS roll 1000 × 2500 – waste 68.08% – $186.00'),
    ).toBeInTheDocument();
    expect(container.querySelectorAll('canvas')).toHaveLength(1);
    expect(screen.queryByLabelText('Packing progress')).not.toBeInTheDocument();
    expect(fake.callsTo('GET /bin-packing/jobs/:id')[0].path).toBe('/bin-packing/jobs/41');
  });

  it('cancels a running job on the server and keeps the page as it was', async () => {
    const fake = serve(true);
    fake.on('POST /bin-packing/pack', { status: 202, body: envelope(job({})) });
    fake.on('GET /bin-packing/jobs/:id', {
      body: envelope(job({ status: 'running', progress: 0.1 })),
    });
    fake.on('DELETE /bin-packing/jobs/:id', {
      body: envelope(job({ status: 'cancelled', progress: 0.1 })),
    });
    show();
    fireEvent.click(await screen.findByText('Get Suggested Cuts'));
    await screen.findByText('Packing…');
    fireEvent.click(button('Cancel'));
    await waitFor(() => expect(fake.callsTo('DELETE /bin-packing/jobs/:id')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Packing…')).not.toBeInTheDocument());
    expect(screen.queryByText('SS roll 1000 × 2500 – waste 68.08% – $186.00')).toBeNull();
  });

  it('shows a sheet price as the kernel formats money: $1,234.50, not $1234.50', async () => {
    const fake = serve(true);
    const [result] = PACKED['316 SS 0.9mm'].packingResults;
    fake.on('POST /bin-packing/pack', {
      body: envelope({
        '316 SS 0.9mm': {
          ...PACKED['316 SS 0.9mm'],
          packingResults: [{ ...result, bin: { ...result.bin, price: '1234.50' } }],
        },
      }),
    });
    show();
    fireEvent.click(await screen.findByText('Get Suggested Cuts'));
    expect(
      await screen.findByText('SS roll 1000 × 2500 – waste 68.08% – $1,234.50'),
    ).toBeInTheDocument();
  });

  it('says why a job failed when the server gives a reason, and keeps the page as it was', async () => {
    const fake = serve(true);
    fake.on('POST /bin-packing/pack', { status: 202, body: envelope(job({})) });
    const reason = 'The packing job stopped when the server running it did. Please try again.';
    fake.on('GET /bin-packing/jobs/:id', {
      body: envelope(job({ status: 'failed', progress: 0.4, error: reason })),
    });
    show();
    fireEvent.click(await screen.findByText('Get Suggested Cuts'));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.queryByText('Packing…')).not.toBeInTheDocument();
    expect(screen.queryByText('SS roll 1000 × 2500 – waste 68.08% – $186.00')).toBeNull();
  });

  it('lists the mesh pieces with their notes rows, and no cut controls without the right', async () => {
    serve(false);
    show();
    expect(await screen.findByText('957')).toBeInTheDocument();
    expect(screen.getByText('Bottom infill')).toBeInTheDocument();
    expect(screen.getByText('Top infill')).toBeInTheDocument();
    expect(screen.queryByText('Get Suggested Cuts')).not.toBeInTheDocument();
  });

  it('sends the sized rows with the chosen limits and draws a canvas per sheet and the unfit list', async () => {
    const fake = serve(true);
    const { container } = show();
    await screen.findByText('Get Suggested Cuts');
    expect(screen.getByLabelText('Maximum Waste %')).toHaveValue('35');
    expect(screen.getByText('Smallest First')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Maximum Waste %'), { target: { value: '20' } });
    fireEvent.click(button('Get Suggested Cuts'));
    expect(
      await screen.findByText('SS roll 1000 × 2500 – waste 68.08% – $186.00'),
    ).toBeInTheDocument();
    const [call] = fake.callsTo('POST /bin-packing/pack');
    expect(call.body).toEqual({
      items: [
        {
          name: 'Item 1, panel 11 (Bottom infill)',
          panelId: 11,
          itemNumber: 1,
          meshSize: '316 SS 0.9mm',
          height: 957,
          width: 834,
          rotatable: false,
        },
        {
          name: 'Item 1, panel 11 (Top infill)',
          panelId: 11,
          itemNumber: 1,
          meshSize: '316 SS 0.9mm',
          height: 1057,
          width: 834,
          rotatable: false,
        },
      ],
      maxWastePercentage: 20,
      sortStrategy: 'ASC',
    });
    const canvases = container.querySelectorAll('canvas');
    expect(canvases).toHaveLength(1);
    expect(canvases[0]).toHaveAttribute('width', '600');
    expect(canvases[0]).toHaveAttribute('height', '400');
    expect(
      screen.getByText('Could not pack the following panels with the given constraints:'),
    ).toBeInTheDocument();
    expect(screen.getByText('Item 2, panel 12: 3200 × 1600 mm')).toBeInTheDocument();
    expect(screen.getByText('Item 9, panel 91: 0 × 700 mm')).toBeInTheDocument();
    fireEvent.click(button('Hide Results'));
    await waitFor(() => expect(container.querySelectorAll('canvas')).toHaveLength(0));
    fireEvent.click(button('Show Results'));
    expect(container.querySelectorAll('canvas')).toHaveLength(1);
  });

  it('sends nothing when no row has a size', async () => {
    const fake = installFakeApi({
      'GET /fabrication/jobs/7/mesh': { body: envelope([ROWS[2]]) },
      'GET /fabrication/capabilities': {
        body: envelope({ can_edit: true, can_suggest_cuts: true }),
      },
    });
    show();
    fireEvent.click(await screen.findByText('Get Suggested Cuts'));
    expect(await screen.findByText('Item 9, panel 91: 0 × 700 mm')).toBeInTheDocument();
    expect(fake.callsTo('POST /bin-packing/pack')).toHaveLength(0);
  });
});
