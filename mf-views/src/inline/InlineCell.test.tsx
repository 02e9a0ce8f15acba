import { act, fireEvent, render, screen } from '@testing-library/react';
import { notificationStore } from '@platform/shared';
import { envelope, installFakeApi, resetSession, signInForTest } from '@platform/shared/testing';
import { InlineCell } from './InlineCell';
import { InlineDrafts } from './inlineDrafts';

const row = { id: 7, title: 'Front door', status: 'open' };

function stateOf(container: HTMLElement) {
  return container.querySelector('[data-inline-state]')?.getAttribute('data-inline-state');
}

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  resetSession();
  signInForTest();
});
afterEach(() => jest.useRealTimers());

describe('inline input', () => {
  const config = { type: 'text' as const, submit_url: '/records/jobs/:id/inline' };

  it('shows a save button only with pending changes', () => {
    render(<InlineCell config={config} row={row} field="title" value="Front door" />);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    fireEvent.change(screen.getByLabelText('title'), { target: { value: 'Back door' } });
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('title'), { target: { value: 'Front door' } });
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('keeps an unsaved edit in the list’s drafts while its row is unmounted (virtual scrolling)', () => {
    const drafts = new InlineDrafts();
    const cell = () => (
      <InlineCell config={config} row={row} field="title" value="Front door" drafts={drafts} />
    );
    const first = render(cell());
    fireEvent.change(screen.getByLabelText('title'), { target: { value: 'Back door' } });
    first.unmount();
    expect(drafts.size).toBe(1);

    const again = render(cell());
    expect(screen.getByLabelText('title')).toHaveValue('Back door');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    // Escape reverts, and the draft is forgotten: the next mount shows the stored value.
    fireEvent.keyDown(screen.getByLabelText('title'), { key: 'Escape' });
    expect(drafts.size).toBe(0);
    again.unmount();
    render(cell());
    expect(screen.getByLabelText('title')).toHaveValue('Front door');
  });

  it('saves with a 600 ms overlay, a 1.5 s green flash, and shows the value read back', async () => {
    const fake = installFakeApi({
      'POST /records/jobs/:id/inline': { body: envelope({ title: 'BACK DOOR' }) },
    });
    const { container } = render(
      <InlineCell config={config} row={row} field="title" value="Front door" />,
    );
    fireEvent.change(screen.getByLabelText('title'), { target: { value: 'Back door' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(stateOf(container)).toBe('saving');
    await advance(590);
    expect(fake.calls).toHaveLength(1);
    expect(stateOf(container)).toBe('saving');
    await advance(20);
    expect(stateOf(container)).toBe('success');
    expect(screen.getByLabelText('title')).toHaveValue('BACK DOOR');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    await advance(1450);
    expect(stateOf(container)).toBe('success');
    await advance(60);
    expect(stateOf(container)).toBe('idle');
  });

  it('fails with an 800 ms overlay and a red flash, keeping the draft', async () => {
    installFakeApi({
      'POST /records/jobs/:id/inline': {
        status: 422,
        body: envelope(null, { status: 422, message: 'Title taken' }),
      },
    });
    const { container } = render(
      <InlineCell config={config} row={row} field="title" value="Front door" />,
    );
    fireEvent.change(screen.getByLabelText('title'), { target: { value: 'Back door' } });
    fireEvent.keyDown(screen.getByLabelText('title'), { key: 'Enter' });
    await advance(790);
    expect(stateOf(container)).toBe('saving');
    await advance(20);
    expect(stateOf(container)).toBe('error');
    expect(screen.getByLabelText('title')).toHaveValue('Back door');
    expect(notificationStore.toasts.map((toast) => toast.message)).toContain('Title taken');
  });
});

describe('inline select', () => {
  const config = {
    type: 'select' as const,
    submit_url: '/records/jobs/:id/inline',
    options: [
      { id: 'open', name: 'Open' },
      { id: 'closed', name: 'Closed' },
    ],
  };

  async function choose(label: string) {
    fireEvent.mouseDown(screen.getByRole('combobox'));
    await advance(10);
    fireEvent.click(screen.getAllByText(label).at(-1) as HTMLElement);
  }

  it('applies the choice at once and keeps it after a 200', async () => {
    installFakeApi({ 'POST /records/jobs/:id/inline': { body: envelope({ status: 'closed' }) } });
    const { container } = render(
      <InlineCell config={config} row={row} field="status" value="open" />,
    );
    await choose('Closed');
    expect(
      container.querySelector('.ant-select-content, .ant-select-selection-item')?.textContent,
    ).toContain('Closed');
    await advance(700);
    expect(stateOf(container)).toBe('success');
    expect(
      container.querySelector('.ant-select-content, .ant-select-selection-item')?.textContent,
    ).toContain('Closed');
  });

  it("reverts when the save fails, notifying 'Save failed' when there is no message", async () => {
    installFakeApi({
      'POST /records/jobs/:id/inline': { status: 500, body: envelope(null, { status: 500 }) },
    });
    const { container } = render(
      <InlineCell config={config} row={row} field="status" value="open" />,
    );
    await choose('Closed');
    await advance(900);
    expect(stateOf(container)).toBe('error');
    expect(
      container.querySelector('.ant-select-content, .ant-select-selection-item')?.textContent,
    ).toContain('Open');
    expect(notificationStore.toasts.map((toast) => toast.message)).toContain('Save failed');
  });

  it('sends a workflow cell (a job’s status) as { status } to its endpoint, keeps the stored value, and reverts with the server’s message when refused', async () => {
    const workflow = {
      type: 'select' as const,
      submit_url: '/records/jobs/:id/status',
      value_key: 'status',
      options: [
        { id: 'open', name: 'Open' },
        { id: 'scheduled', name: 'Scheduled' },
        { id: 'completed', name: 'Completed' },
      ],
    };
    const refusal = 'A job cannot go from Scheduled to Completed.';
    const fake = installFakeApi({
      'POST /records/jobs/:id/status': (request) =>
        (request.body as { status: string }).status === 'scheduled'
          ? { body: envelope({ id: 7, title: 'Front door', status: 'scheduled' }) }
          : { status: 409, body: envelope(null, { status: 409, message: refusal }) },
    });
    const { container } = render(
      <InlineCell config={workflow} row={row} field="status" value="open" />,
    );
    const shown = () =>
      container.querySelector('.ant-select-content, .ant-select-selection-item')?.textContent;
    await choose('Scheduled');
    await advance(700);
    expect(stateOf(container)).toBe('success');
    expect(shown()).toContain('Scheduled');
    await advance(1600);
    await choose('Completed');
    await advance(900);
    expect(stateOf(container)).toBe('error');
    expect(shown()).toContain('Scheduled');
    expect(notificationStore.toasts.map((toast) => toast.message)).toContain(refusal);
    expect(fake.calls.map((call) => [call.path, call.body])).toEqual([
      ['/records/jobs/7/status', { status: 'scheduled' }],
      ['/records/jobs/7/status', { status: 'completed' }],
    ]);
  });
});
