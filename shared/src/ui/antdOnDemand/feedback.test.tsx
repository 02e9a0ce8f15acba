import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI } from 'antd/es/modal/useModal';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { useEffect, useState } from 'react';
import { Modal, notification, useMessage, useModal, useNotification } from './feedback';

// jsdom does not implement getComputedStyle for pseudo-elements, which antd's scroll lock asks for.
const computedStyle = window.getComputedStyle.bind(window);
beforeAll(() => {
  jest.spyOn(window, 'getComputedStyle').mockImplementation((element) => computedStyle(element));
});
afterAll(() => jest.restoreAllMocks());

/** A page with App's three hooks, handing their apis to the test once mounted. */
function Page({
  onReady,
}: {
  onReady: (apis: {
    message: MessageInstance;
    toast: NotificationInstance;
    modal: HookAPI;
  }) => void;
}) {
  const [message, messageHolder] = useMessage();
  const [toast, toastHolder] = useNotification({ placement: 'topRight' });
  const [modal, modalHolder] = useModal();
  useEffect(() => {
    onReady({ message, toast, modal });
  }, [message, toast, modal, onReady]);
  return (
    <>
      {messageHolder}
      {toastHolder}
      {modalHolder}
    </>
  );
}

function mountPage() {
  let apis!: { message: MessageInstance; toast: NotificationInstance; modal: HookAPI };
  render(
    <Page
      onReady={(given) => {
        apis = given;
      }}
    />,
  );
  return apis;
}

describe("the stand-ins of antd's messages, toasts and dialogs (ADR 255)", () => {
  it('toasts asked for before antd is in are shown, in order, and closed when asked', async () => {
    const { toast } = mountPage();
    toast.open({ key: 1, title: 'Quote Q-00012 saved', duration: 0 });
    toast.open({ key: 2, title: 'Job J-00004 scheduled', duration: 0 });
    toast.destroy(1);
    expect(await screen.findByText('Job J-00004 scheduled')).toBeInTheDocument();
    expect(screen.queryByText('Quote Q-00012 saved')).not.toBeInTheDocument();
    // Once in, a call is antd's own at once.
    act(() => toast.open({ key: 3, title: 'Order W-0003 approved', duration: 0 }));
    expect(await screen.findByText('Order W-0003 approved')).toBeInTheDocument();
  });

  it('a message shows, and its close function closes it', async () => {
    const { message } = mountPage();
    const close = message.info('Font size 18', 0);
    expect(await screen.findByText('Font size 18')).toBeInTheDocument();
    act(() => close());
    await waitFor(() => expect(screen.queryByText('Font size 18')).not.toBeInTheDocument());
  });

  it('a confirmation asked for before antd is in opens, and its answer comes back', async () => {
    const { modal } = mountPage();
    const onOk = jest.fn();
    const answer = modal.confirm({ title: 'Void order W-0007?', okText: 'Void', onOk });
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Void order W-0007?');
    await userEvent.click(screen.getByRole('button', { name: 'Void' }));
    expect(onOk).toHaveBeenCalledTimes(1);
    await expect(
      answer.then(
        (confirmed) => confirmed,
        () => undefined,
      ),
    ).resolves.toBe(true);
  });

  it("a dialog is drawn when opened, and Modal's static functions work", async () => {
    function Dialog() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>Edit line</button>
          <Modal open={open} title="Line 3" onCancel={() => setOpen(false)}>
            Security door, 2040 × 820
          </Modal>
        </>
      );
    }
    render(<Dialog />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit line' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Security door, 2040 × 820');

    act(() => void Modal.info({ title: 'The costing was reverted' }));
    const info = () =>
      screen
        .queryAllByRole('dialog')
        .filter((dialog) => /The costing was reverted/.test(dialog.textContent ?? ''));
    await waitFor(() => expect(info()).toHaveLength(1));
    act(() => Modal.destroyAll());
    await waitFor(() => expect(info()).toHaveLength(0));
  });

  it("notification's static functions load antd's and show the toast", async () => {
    notification.open({ title: 'Sync finished', duration: 0 });
    expect(await screen.findByText('Sync finished')).toBeInTheDocument();
  });
});
