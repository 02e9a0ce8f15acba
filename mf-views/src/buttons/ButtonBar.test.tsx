import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ButtonDefinition } from '@platform/shared';
import { envelope, installFakeApi, resetSession, signInForTest } from '@platform/shared/testing';
import { renderView } from '../testing/render';
import type { ButtonHost } from './actions';
import { ButtonBar } from './ButtonBar';

const host: ButtonHost = {
  record: () => ({ id: 3 }),
  recordId: 3,
  recordUrl: '/records/jobs/3',
  collectionUrl: '/records/jobs',
  editable: false,
};

beforeEach(() => {
  resetSession();
  signInForTest();
});

describe('ButtonBar', () => {
  it('disables every button while one is loading', async () => {
    let release: () => void = () => undefined;
    installFakeApi({
      'POST /records/jobs/3/recalculate': () =>
        new Promise((resolve) => {
          release = () => resolve({ body: envelope(null) });
        }),
    });
    const buttons: ButtonDefinition[] = [
      { label: 'Recalculate', clickFn: 'async', config: { url: '/records/jobs/3/recalculate' } },
      { label: 'Email', clickFn: 'sendMail', config: { url: '/records/jobs/3/email' } },
    ];
    renderView(<ButtonBar buttons={buttons} host={host} record={{}} editable={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Recalculate' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Email' })).toBeDisabled());
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Email' })).toBeEnabled());
  });

  it('shows only the buttons of the mode and those whose displayIfTrue field is true', () => {
    const buttons: ButtonDefinition[] = [
      { label: 'Edit', clickFn: 'edit', displayOn: 'readonly' },
      { label: 'Save', clickFn: 'save', displayOn: 'edit' },
      { label: 'Invoice', clickFn: 'async', displayIfTrue: 'can_invoice' },
      { label: 'Archive', clickFn: 'async', disable: true },
    ];
    renderView(
      <ButtonBar buttons={buttons} host={host} record={{ can_invoice: false }} editable={false} />,
    );
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Invoice' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Archive' })).toBeDisabled();
  });
});
