import type { ChatFile, ChatMessageEvent } from '@platform/shared/contracts';
import { bearer, body, describeEachDatabase } from '../../testing/create-test-app';
import { filePart, multipart, PDF, PNG } from '../../testing/multipart';
import { FILES_MESSAGE } from '../views/files-value';
import { chatTestClient } from './test-support';

describeEachDatabase('chat: files of messages', (get) => {
  const chat = chatTestClient(get);
  const { tokens, messages, send, edit, count } = chat;

  /** Uploads one file as `who` (POST /upload) and answers it as a File result. */
  const upload = async (who: string, filename: string, contentType: string, content: Buffer) => {
    const form = multipart([
      filePart(filename, contentType, content),
      { name: 'directory', value: 'chat' },
    ]);
    const response = await get().app.inject({
      method: 'POST',
      url: '/upload',
      headers: { ...form.headers, ...bearer(tokens[who]) },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(200);
    const [file] = body<{ files: Array<ChatFile & { path: string }> }>(response).data.files;
    const result: ChatFile = {
      filename: file.filename,
      name: file.name,
      publicUrl: file.publicUrl,
      thumbnail: file.thumbnail,
    };
    return result;
  };

  it('sends files with a message and files-only messages, stored and read back', async () => {
    const photo = await upload('sales@demo.test', 'door.png', 'image/png', PNG);
    const quote = await upload('sales@demo.test', 'quote.pdf', 'application/pdf', PDF);
    expect(photo.thumbnail.publicUrl).toBe(photo.publicUrl);
    expect(quote.thumbnail.publicUrl).toBeNull();

    const sent = await send('sales@demo.test', chat.sales.roomId, {
      message: 'Door photo and quote',
      files: [photo, quote],
    });
    expect(sent.status).toBe(200);
    expect(sent.data[0]).toMatchObject({ text: 'Door photo and quote', files: [photo, quote] });

    // A message may be files only: empty text is allowed when it carries a file.
    const filesOnly = await send('sales@demo.test', chat.sales.roomId, {
      message: '  ',
      files: [photo],
    });
    expect(filesOnly.status).toBe(200);
    expect(filesOnly.data[0]).toMatchObject({ text: '', files: [photo] });
    // ...but not with an empty list of files.
    const empty = await send('sales@demo.test', chat.sales.roomId, { message: '', files: [] });
    expect(empty.status).toBe(400);
    expect(empty.info.errors).toEqual({ message: ['The message is empty.'] });

    const listed = await messages('admin@demo.test', chat.sales.roomId, sent.data[0].id - 1);
    expect(listed.data.map((message) => message.files)).toEqual([[photo, quote], [photo]]);
    // A message without files still has an empty list.
    const plain = await send('sales@demo.test', chat.sales.roomId, { message: 'No files' });
    expect(plain.data[0].files).toEqual([]);
  });

  it('edits files: deleted_file_ids (filenames) removes, files adds; only the sender', async () => {
    const first = await upload('sales@demo.test', 'one.png', 'image/png', PNG);
    const second = await upload('sales@demo.test', 'two.pdf', 'application/pdf', PDF);
    const third = await upload('sales@demo.test', 'three.png', 'image/png', PNG);
    const created = (
      await send('sales@demo.test', chat.sales.roomId, {
        message: 'Two files',
        files: [first, second],
      })
    ).data[0];

    get().clock.advance(60_000);
    const edited = await edit('sales@demo.test', chat.sales.roomId, created.id, {
      message: 'Swapped one',
      deleted_file_ids: [first.filename],
      files: [third],
    });
    expect(edited.status).toBe(200);
    expect(edited.data.files).toEqual([second, third]);
    expect(edited.data.text).toBe('Swapped one');
    const stored = (await messages('admin@demo.test', chat.sales.roomId, created.id - 1)).data[0];
    expect(stored.files).toEqual([second, third]);

    // Removing every file leaves a message that needs text again.
    const noText = await edit('sales@demo.test', chat.sales.roomId, created.id, {
      message: '',
      deleted_file_ids: [second.filename, third.filename],
    });
    expect(noText.status).toBe(400);
    expect(noText.info.errors).toEqual({ message: ['The message is empty.'] });
    // Keeping a file, the text may go.
    const onlyFile = await edit('sales@demo.test', chat.sales.roomId, created.id, {
      message: '',
      deleted_file_ids: [second.filename],
    });
    expect(onlyFile.data).toMatchObject({ text: '', files: [third] });

    // A filename that is not on the message, or not a list of names: 400, nothing changed.
    for (const deleted of [['not-attached.png'], first.filename, [3]]) {
      const refused = await edit('sales@demo.test', chat.sales.roomId, created.id, {
        message: 'x',
        deleted_file_ids: deleted,
      });
      expect(refused.status).toBe(400);
      expect(refused.info.errors?.deleted_file_ids).toEqual([expect.any(String)]);
    }
    // Only the sender edits files.
    const notMine = await edit('admin@demo.test', chat.sales.roomId, created.id, {
      message: 'hijack',
      deleted_file_ids: [third.filename],
    });
    expect(notMine.status).toBe(403);
    const after = (await messages('sales@demo.test', chat.sales.roomId, created.id - 1)).data[0];
    expect(after).toMatchObject({ text: '', files: [third] });
  });

  it('refuses files that are not the caller’s organisation’s uploads, naming the field', async () => {
    const photo = await upload('admin@demo.test', 'photo.png', 'image/png', PNG);
    const acme = await upload('admin@acme.test', 'acme.png', 'image/png', PNG);
    const created = (
      await send('admin@demo.test', chat.workshop.roomId, {
        message: 'Has a photo',
        files: [photo],
      })
    ).data[0];
    const stored = await count('chat_messages');
    const bad: Array<[string, unknown]> = [
      ['another host', [{ ...photo, publicUrl: 'https://evil.example/files/1/chat/a.png' }]],
      ['a javascript: URL', [{ ...photo, publicUrl: 'javascript:alert(1)' }]],
      ['a javascript: thumbnail', [{ ...photo, thumbnail: { publicUrl: 'javascript:alert(1)' } }]],
      ['another organisation’s upload', [acme]],
      [
        'another organisation’s path',
        [{ ...photo, publicUrl: photo.publicUrl!.replace(/\/files\/\d+\//, '/files/999/') }],
      ],
      ['extra keys', [{ ...photo, onclick: 'alert(1)' }]],
      ['a single object', photo],
      ['more than 50 files', Array.from({ length: 51 }, () => photo)],
    ];
    for (const [name, files] of bad) {
      const sent = await send('admin@demo.test', chat.workshop.roomId, { message: name, files });
      expect({ name, status: sent.status }).toEqual({ name, status: 400 });
      expect(sent.info.errors).toEqual({ files: [expect.any(String)] });
      const edited = await edit('admin@demo.test', chat.workshop.roomId, created.id, {
        message: name,
        files,
      });
      expect({ name, status: edited.status }).toEqual({ name, status: 400 });
      expect(edited.info.errors).toEqual({ files: [expect.any(String)] });
    }
    const javascript = await send('admin@demo.test', chat.workshop.roomId, {
      message: '',
      files: [{ ...photo, publicUrl: 'javascript:alert(1)' }],
    });
    expect(javascript.info.errors).toEqual({ files: [FILES_MESSAGE] });
    expect(await count('chat_messages')).toBe(stored);
    const after = (await messages('admin@demo.test', chat.workshop.roomId, created.id - 1)).data[0];
    expect(after).toMatchObject({ text: 'Has a photo', files: [photo], edited_at: null });
  });

  it('pushes a message’s files over the hub', async () => {
    const photo = await upload('admin@demo.test', 'pushed.png', 'image/png', PNG);
    const member = chat.connect('sales@demo.test', 'chat-files');
    await member.next('hub.connected');
    const sent = await send('admin@demo.test', chat.sales.roomId, { message: '', files: [photo] });
    const frame = (await member.next('chat.message')).payload as unknown as ChatMessageEvent;
    expect(frame).toMatchObject({
      action: 'created',
      message: { id: sent.data[0].id, text: '', files: [photo] },
    });
    await edit('admin@demo.test', chat.sales.roomId, sent.data[0].id, {
      message: 'Caption',
      deleted_file_ids: [photo.filename],
      files: [],
    });
    const update = (await member.next('chat.message')).payload as unknown as ChatMessageEvent;
    expect(update).toMatchObject({ action: 'updated', message: { text: 'Caption', files: [] } });
    member.socket.close();
  });
});
