import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteRecord } from '@platform/shared';
import { envelope, installFakeApi, resetSession, signInForTest } from '@platform/shared/testing';
import { oneFieldForm } from '../../testing/items';
import { renderForm } from '../../testing/form';

const FILE_BASE = 'http://api.test/files/10/7';
const FRONT = {
  filename: 'front.png',
  name: 'front.png',
  publicUrl: `${FILE_BASE}/front.png`,
  thumbnail: { publicUrl: `${FILE_BASE}/front.png` },
};

const item = oneFieldForm('Job', { field: 'photos', name: 'Photos', html_tag: 'file_picker' });
const JOB_ROUTE = { id: 7, path: '/_acme_/jobs/:id', page_name: 'Job' } as RouteRecord;

beforeEach(() => {
  resetSession();
  signInForTest({ organisation_id: 10 });
});

describe('a file_picker form field', () => {
  it('shows the stored files and saves newly uploaded ones with the record', async () => {
    const fake = installFakeApi({
      'GET /records/jobs/4': { body: envelope({ id: 4, title: 'Front door', photos: [FRONT] }) },
      'POST /upload': {
        body: envelope({
          files: [
            {
              filename: 'q.pdf',
              name: 'Quote.pdf',
              path: '10/7/q.pdf',
              publicUrl: `${FILE_BASE}/q.pdf`,
              thumbnail: { publicUrl: null },
              content_type: 'application/pdf',
              size: 4,
            },
          ],
        }),
      },
      'POST /records/jobs/4': { body: envelope({ id: 4, title: 'Front door' }) },
    });
    renderForm(item, { id: '4' }, { route: JOB_ROUTE });
    expect(await screen.findByRole('img', { name: 'front.png' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Upload files' }));
    const sheet = await screen.findByRole('dialog');
    fireEvent.change(within(sheet).getByTestId('file-picker-input'), {
      target: { files: [new File(['%PDF'], 'Quote.pdf', { type: 'application/pdf' })] },
    });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('link', { name: 'Quote.pdf' })).toBeInTheDocument();
    expect((fake.callsTo('POST /upload')[0].body as FormData).get('directory')).toBe('10/7');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.callsTo('POST /records/jobs/4')).toHaveLength(1));
    const sent = JSON.parse(
      String((fake.callsTo('POST /records/jobs/4')[0].body as { object_data: string }).object_data),
    ) as { photos: unknown };
    expect(sent.photos).toEqual([
      FRONT,
      {
        filename: 'q.pdf',
        name: 'Quote.pdf',
        publicUrl: `${FILE_BASE}/q.pdf`,
        thumbnail: { publicUrl: null },
      },
    ]);
  });

  it("is named once, by the form's label: no second 'Photos' beside its button", async () => {
    installFakeApi({
      'GET /records/jobs/4': { body: envelope({ id: 4, title: 'Front door', photos: [FRONT] }) },
    });
    renderForm(item, { id: '4' }, { route: JOB_ROUTE });
    const picker = await screen.findByRole('group', { name: 'Photos' });
    expect(within(picker).getByRole('button', { name: 'Upload files' })).toBeInTheDocument();
    expect(screen.getAllByText('Photos')).toHaveLength(1);
  });
});
