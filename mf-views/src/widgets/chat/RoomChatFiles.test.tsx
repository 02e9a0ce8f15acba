import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { envelope, resetSession, signInForTest } from '@platform/shared/testing';
import { OWN_ID, FILES, message, renderChat, box, sendButton, sentBody } from './test-support';

describe('RoomChatWidget: files', () => {
  beforeEach(() => signInForTest({ user_id: OWN_ID, timezone: 'Australia/Sydney' }));
  afterEach(() => {
    cleanup();
    resetSession();
    jest.useRealTimers();
  });

  it('offers attaching files unless the upload action is off', async () => {
    renderChat();
    await screen.findByText('Mine');
    expect(screen.getByRole('button', { name: 'Attach files' })).toBeTruthy();
    cleanup();
    renderChat({ actions: { upload: false } });
    await screen.findByText('Mine');
    expect(screen.queryByRole('button', { name: 'Attach files' })).toBeNull();
    // The other actions stay on.
    expect(screen.getByRole('button', { name: 'Emoji' })).toBeTruthy();
  });

  it('attaches uploaded files as chips and sends them with the message, or alone', async () => {
    signInForTest({ user_id: OWN_ID, organisation_id: 10, timezone: 'Australia/Sydney' });
    const fake = renderChat();
    let stored = 0;
    fake.on('POST /upload', (request) => {
      const file = (request.body as FormData).get('files') as File;
      stored += 1;
      const filename = `stored${stored}.pdf`;
      return {
        body: envelope({
          files: [
            {
              filename,
              name: file.name,
              path: `10/chat/${filename}`,
              publicUrl: `${FILES}/${filename}`,
              thumbnail: { publicUrl: null },
              content_type: file.type,
              size: file.size,
            },
          ],
        }),
      };
    });
    await screen.findByText('Mine');
    fireEvent.click(screen.getByRole('button', { name: 'Attach files' }));
    // The upload sheet (its title is not its accessible name under the test id generator).
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByText('Upload files')).toBeTruthy();
    fireEvent.change(screen.getByTestId('file-picker-input'), {
      target: {
        files: [
          new File(['%PDF-1.4'], 'quote.pdf', { type: 'application/pdf' }),
          new File(['%PDF-1.4'], 'plan.pdf', { type: 'application/pdf' }),
        ],
      },
    });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Upload' }));
    const chips = await screen.findByRole('list', { name: 'Attached files' });
    await waitFor(() => expect(within(chips).getAllByRole('listitem')).toHaveLength(2));
    const upload = fake.callsTo('POST /upload')[0].body as FormData;
    expect(upload.get('directory')).toBe('10/chat');
    // A chip can be taken off before sending.
    fireEvent.click(within(chips).getByRole('button', { name: 'Remove plan.pdf' }));
    expect(within(chips).getAllByRole('listitem')).toHaveLength(1);
    // Files alone make a message: Send is enabled with an empty box.
    expect(sendButton().disabled).toBe(false);
    fireEvent.change(box(), { target: { value: 'See the quote' } });
    fireEvent.click(sendButton());
    await waitFor(() => expect(fake.callsTo('POST /chat/:roomId/messages')).toHaveLength(1));
    expect(sentBody(fake.callsTo('POST /chat/:roomId/messages')[0])).toMatchObject({
      message: 'See the quote',
      files: [
        {
          filename: 'stored1.pdf',
          name: 'quote.pdf',
          publicUrl: `${FILES}/stored1.pdf`,
          thumbnail: { publicUrl: null },
        },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Attached files' })).toBeNull());
    expect(sendButton().disabled).toBe(true);
  });

  it('shows a message’s files: images as linked thumbnails, others as named links, names as text', async () => {
    const hostile = '<img src=x onerror=alert(1)>.png';
    renderChat({}, [
      message(8, {
        user_id: OWN_ID,
        text: '',
        files: [
          {
            filename: 'a.png',
            name: 'door.png',
            publicUrl: `${FILES}/a.png`,
            thumbnail: { publicUrl: `${FILES}/a.png` },
          },
          {
            filename: 'b.png',
            name: hostile,
            publicUrl: `${FILES}/b.png`,
            thumbnail: { publicUrl: null },
          },
          {
            filename: 'c.pdf',
            name: 'evil.pdf',
            publicUrl: 'javascript:alert(1)',
            thumbnail: { publicUrl: null },
          },
          {
            filename: 'd.pdf',
            name: 'elsewhere.pdf',
            publicUrl: 'https://evil.example/files/10/chat/d.pdf',
            thumbnail: { publicUrl: null },
          },
        ],
      }),
    ]);
    const bubble8 = await screen.findByTestId('chat-message-8');
    const thumb = within(bubble8).getByRole('img', { name: 'door.png' });
    expect(thumb.getAttribute('src')).toBe(`${FILES}/a.png`);
    expect(thumb.closest('a')?.getAttribute('href')).toBe(`${FILES}/a.png`);
    // The hostile name is a link's text, not markup: one img only (the thumbnail).
    const named = within(bubble8).getByRole('link', { name: hostile });
    expect(named.getAttribute('href')).toBe(`${FILES}/b.png`);
    expect(named.textContent).toBe(hostile);
    expect(bubble8.querySelectorAll('img')).toHaveLength(1);
    // Files that are not this API's are neither linked nor shown.
    expect(within(bubble8).queryByText('evil.pdf')).toBeNull();
    expect(within(bubble8).queryByText('elsewhere.pdf')).toBeNull();
    expect([...bubble8.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      `${FILES}/a.png`,
      `${FILES}/b.png`,
    ]);
  });

  it('removes a file of an own message in an edit (deleted_file_ids by filename)', async () => {
    const fake = renderChat({}, [
      message(9, {
        user_id: OWN_ID,
        text: 'Two files',
        files: [
          {
            filename: 'a.pdf',
            name: 'first.pdf',
            publicUrl: `${FILES}/a.pdf`,
            thumbnail: { publicUrl: null },
          },
          {
            filename: 'b.pdf',
            name: 'second.pdf',
            publicUrl: `${FILES}/b.pdf`,
            thumbnail: { publicUrl: null },
          },
        ],
      }),
    ]);
    const bubble9 = await screen.findByTestId('chat-message-9');
    fireEvent.click(within(bubble9).getByRole('button', { name: 'Edit' }));
    fireEvent.click(within(bubble9).getByRole('button', { name: 'Remove first.pdf' }));
    expect(within(bubble9).queryByRole('button', { name: 'Remove first.pdf' })).toBeNull();
    fireEvent.click(within(bubble9).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fake.callsTo('POST /chat/:roomId/messages/:messageId')).toHaveLength(1),
    );
    expect(sentBody(fake.callsTo('POST /chat/:roomId/messages/:messageId')[0])).toEqual({
      message: 'Two files',
      tags: [],
      deleted_file_ids: ['a.pdf'],
    });
  });

  it('adds a file to an own message in an edit, beside the files it keeps', async () => {
    signInForTest({ user_id: OWN_ID, organisation_id: 10, timezone: 'Australia/Sydney' });
    const fake = renderChat({}, [
      message(9, {
        user_id: OWN_ID,
        text: 'One file',
        files: [
          {
            filename: 'a.pdf',
            name: 'first.pdf',
            publicUrl: `${FILES}/a.pdf`,
            thumbnail: { publicUrl: null },
          },
        ],
      }),
    ]);
    fake.on('POST /upload', () => ({
      body: envelope({
        files: [
          {
            filename: 'c.pdf',
            name: 'added.pdf',
            path: '10/chat/c.pdf',
            publicUrl: `${FILES}/c.pdf`,
            thumbnail: { publicUrl: null },
            content_type: 'application/pdf',
            size: 8,
          },
        ],
      }),
    }));
    const bubble9 = await screen.findByTestId('chat-message-9');
    fireEvent.click(within(bubble9).getByRole('button', { name: 'Edit' }));
    fireEvent.click(within(bubble9).getByRole('button', { name: 'Attach files' }));
    const sheet = await screen.findByRole('dialog');
    fireEvent.change(within(sheet).getByTestId('file-picker-input'), {
      target: { files: [new File(['%PDF-1.4'], 'added.pdf', { type: 'application/pdf' })] },
    });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Upload' }));
    const chips = within(bubble9).getByRole('list', { name: 'Attached files' });
    await waitFor(() => expect(within(chips).getAllByRole('listitem')).toHaveLength(2));
    fireEvent.click(within(bubble9).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fake.callsTo('POST /chat/:roomId/messages/:messageId')).toHaveLength(1),
    );
    expect(sentBody(fake.callsTo('POST /chat/:roomId/messages/:messageId')[0])).toMatchObject({
      message: 'One file',
      files: [{ filename: 'c.pdf', name: 'added.pdf', publicUrl: `${FILES}/c.pdf` }],
    });
    expect(
      sentBody(fake.callsTo('POST /chat/:roomId/messages/:messageId')[0]).deleted_file_ids,
    ).toBeUndefined();
  });
});
