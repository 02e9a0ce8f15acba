import { fireEvent, screen, waitFor } from '@testing-library/react';
import { forwardRef, useImperativeHandle, useRef } from 'react';
import { notificationStore, type MultiViewItem } from '@platform/shared';
import { envelope, installFakeApi, resetSession, signInForTest } from '@platform/shared/testing';
import { oneFieldForm } from '../testing/items';
import { renderForm } from '../testing/form';

const DRAWN =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

// jsdom has no canvas: a stand-in pad that 'draws' on a click and answers like the library's ref.
jest.mock('react-signature-canvas', () => {
  const Pad = forwardRef(function Pad(
    props: { onEnd?: () => void; canvasProps?: { 'aria-label'?: string } },
    ref,
  ) {
    const drawn = useRef(false);
    useImperativeHandle(ref, () => ({
      isEmpty: () => !drawn.current,
      toDataURL: () => DRAWN,
      clear: () => {
        drawn.current = false;
      },
    }));
    return (
      <button
        type="button"
        aria-label={props.canvasProps?.['aria-label']}
        onClick={() => {
          drawn.current = true;
          props.onEnd?.();
        }}
      >
        pad
      </button>
    );
  });
  return { __esModule: true, default: Pad };
});

const item = (config: Record<string, unknown> = {}): MultiViewItem =>
  oneFieldForm('Sign-off', {
    field: 'customer_signature',
    name: 'Customer signature',
    html_tag: 'signature',
    config,
  });

beforeEach(() => {
  notificationStore.clear();
  resetSession();
  signInForTest();
});

describe('a signature field', () => {
  it('saves the drawn signature as a PNG data URL with the record; Clear empties it', async () => {
    const fake = installFakeApi({
      'GET /records/jobs/4': { body: envelope({ id: 4, title: 'Front door' }) },
      'POST /records/jobs/4': () => ({
        body: envelope({ id: 4, title: 'Front door', customer_signature: DRAWN }),
      }),
    });
    renderForm(item(), { id: '4' });
    const pad = await screen.findByRole('button', { name: 'Customer signature: Sign in the box' });
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    fireEvent.click(pad);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.callsTo('POST /records/jobs/4')).toHaveLength(1));
    const sent = JSON.parse(
      String(
        (fake.callsTo('POST /records/jobs/4')[0].body as { object_data?: string }).object_data,
      ),
    );
    expect(sent.customer_signature).toBe(DRAWN);
  });

  it('shows a saved signature as its image, and Sign again clears it', async () => {
    installFakeApi({
      'GET /records/jobs/4': {
        body: envelope({ id: 4, title: 'Front door', customer_signature: DRAWN }),
      },
    });
    renderForm(item(), { id: '4' });
    const image = await screen.findByRole('img', { name: 'Customer signature' });
    expect(image).toHaveAttribute('src', DRAWN);
    fireEvent.click(screen.getByRole('button', { name: 'Sign again' }));
    expect(
      await screen.findByRole('button', { name: 'Customer signature: Sign in the box' }),
    ).toBeInTheDocument();
  });

  it('never shows a stored value that is not a PNG data URL', async () => {
    installFakeApi({
      'GET /records/jobs/4': {
        body: envelope({ id: 4, title: 'Front door', customer_signature: 'javascript:alert(1)' }),
      },
    });
    renderForm(item(), { id: '4' });
    expect(
      await screen.findByRole('button', { name: 'Customer signature: Sign in the box' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Customer signature' })).toBeNull();
  });

  it('is required when configured: an empty pad stops the save', async () => {
    const fake = installFakeApi({
      'GET /records/jobs/4': { body: envelope({ id: 4, title: 'Front door' }) },
      'POST /records/jobs/4': { body: envelope({ id: 4 }) },
    });
    renderForm(item({ required: true }), { id: '4' });
    await screen.findByRole('button', { name: 'Customer signature: Sign in the box' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(notificationStore.toasts.map((toast) => toast.message)).toContain(
        'Please fill in the required fields',
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fake.callsTo('POST /records/jobs/4')).toHaveLength(0);
  });
});
