import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReleaseNote } from '@platform/shared';
import { AreaProviders } from '@platform/shared/ui';
import { envelope, installFakeApi } from '@platform/shared/testing';
import { signedInOnEachTest } from '../../testing/session';
import ReleaseNotesWidget from './ReleaseNotesWidget';

const NOTES: ReleaseNote[] = [
  {
    id: 5,
    name: 'Release 2.5',
    is_current: true,
    release_date: '2025-03-01',
    items: [
      {
        title: 'Date fix',
        description: '<p>Dates <b>now</b> local<script>window.bad = 1</script></p>',
        type_name: 'Fixes',
        type_sort: 3,
      },
      { title: 'Mesh packing', description: '', type_name: 'New features', type_sort: 1 },
    ],
    positive_feedback: [3],
    negative_feedback: [],
  },
  {
    id: 4,
    name: 'Release 2.4',
    is_current: false,
    release_date: '2025-01-10',
    items: [],
    positive_feedback: [],
    negative_feedback: [1],
  },
];

function renderWidget(reply: { status?: number } = {}) {
  const fake = installFakeApi({
    'GET /release_notes': { body: envelope(NOTES) },
    'POST /release_notes/:id/feedback': {
      status: reply.status ?? 200,
      body: envelope(null, reply.status ? { message: 'Refused' } : {}),
    },
  });
  render(
    <AreaProviders>
      <ReleaseNotesWidget />
    </AreaProviders>,
  );
  return fake;
}

describe('ReleaseNotesWidget', () => {
  signedInOnEachTest('/_acme_/release_notes');

  it('reads the notes from the page path and shows items grouped by type in type_sort order', async () => {
    const fake = renderWidget();
    const current = await screen.findByTestId('release-note-5');
    expect(fake.calls[0].path).toBe('/release_notes');
    const headings = within(current)
      .getAllByRole('heading')
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['New features', 'Fixes']);
    expect(within(current).getByText('now').tagName).toBe('B');
    expect(current.querySelector('script')).toBeNull();
  });

  it('marks the current release only', async () => {
    renderWidget();
    expect(within(await screen.findByTestId('release-note-5')).getByText('Current')).toBeTruthy();
    expect(within(screen.getByTestId('release-note-4')).queryByText('Current')).toBeNull();
  });

  it("shows the user's own vote and lets them change it, sending 1 or -1", async () => {
    const fake = renderWidget();
    const older = await screen.findByTestId('release-note-4');
    expect(
      within(older).getByRole('button', { name: 'Not helpful' }).getAttribute('aria-pressed'),
    ).toBe('true');
    fireEvent.click(within(older).getByRole('button', { name: 'Helpful' }));
    await waitFor(() => expect(fake.callsTo('POST /release_notes/:id/feedback')).toHaveLength(1));
    expect(fake.callsTo('POST /release_notes/:id/feedback')[0].body).toEqual({
      feedback: 1,
      release_note_id: 4,
    });
    expect(
      within(older).getByRole('button', { name: 'Helpful' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(
      within(older).getByRole('button', { name: 'Not helpful' }).getAttribute('aria-pressed'),
    ).toBe('false');

    const current = screen.getByTestId('release-note-5');
    fireEvent.click(within(current).getByRole('button', { name: 'Not helpful' }));
    await waitFor(() => expect(fake.callsTo('POST /release_notes/:id/feedback')).toHaveLength(2));
    expect(fake.callsTo('POST /release_notes/:id/feedback')[1].body).toEqual({
      feedback: -1,
      release_note_id: 5,
    });
  });

  it('puts the vote back when the server refuses it', async () => {
    renderWidget({ status: 422 });
    const older = await screen.findByTestId('release-note-4');
    fireEvent.click(within(older).getByRole('button', { name: 'Helpful' }));
    // Shown at once…
    expect(
      within(older).getByRole('button', { name: 'Helpful' }).getAttribute('aria-pressed'),
    ).toBe('true');
    // …and taken back after the refusal.
    await waitFor(() =>
      expect(
        within(older).getByRole('button', { name: 'Not helpful' }).getAttribute('aria-pressed'),
      ).toBe('true'),
    );
  });
});
