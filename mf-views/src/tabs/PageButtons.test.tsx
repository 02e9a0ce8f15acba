import { fireEvent, screen, waitFor } from '@testing-library/react';
import { recordBus, resetSession, signInForTest } from '@platform/shared/testing';
import { renderView } from '../testing/render';
import { PageButtons } from './PageButtons';

beforeEach(() => {
  resetSession();
  signInForTest({ organisation_short_code: 'acme' });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('custom page buttons', () => {
  it('visit goes to the path inside the organisation', () => {
    window.history.pushState(null, '', '/_acme_/jobs/4/details');
    renderView(<PageButtons buttons={[{ label: 'All jobs', action: 'visit', path: '/jobs' }]} />);
    fireEvent.click(screen.getByRole('button', { name: 'All jobs' }));
    expect(window.location.pathname).toBe('/_acme_/jobs');
  });

  it('reports an unknown action or a missing path as a configuration error', () => {
    const bus = recordBus();
    renderView(
      <PageButtons
        buttons={[
          { label: 'Teleport', action: 'teleport', path: '/x' },
          { label: 'Nowhere', action: 'visit' },
        ]}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Teleport' }));
    fireEvent.click(screen.getByRole('button', { name: 'Nowhere' }));
    expect(bus.of('views/config-error').map((event) => event.message)).toEqual([
      "unknown action 'teleport'",
      'visit needs a path',
    ]);
    bus.stop();
  });

  it('imagePreview opens the image in a preview', async () => {
    renderView(
      <PageButtons
        buttons={[{ label: 'Photo', action: 'imagePreview', path: 'data:image/png;base64,AAAA' }]}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Photo' }));
    // antd's Image loads when first drawn (ADR 247).
    await waitFor(() =>
      expect(
        document.querySelector(
          '.ant-image-preview, .ant-image-preview-root, [class*="image-preview"]',
        ),
      ).not.toBeNull(),
    );
  });
});
