import { useRef, useState, type KeyboardEvent } from 'react';
import { Button, Input, Popover, Select, Space } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { session, type ChatRoomMember } from '@platform/shared';
import { MAX_FILES, uploadDirectory, type FileResult } from '../../upload/files';
import { UploadSheet } from '../file-picker/UploadSheet';
import { FileChips } from './ChatFiles';
import { EMOJI, keyIntent, TEXTS } from './chatModel';

/** Chat files go to the organisation's `chat` folder (they belong to no route). */
export const CHAT_UPLOAD_FOLDER = 'chat';

interface Props {
  members: ChatRoomMember[];
  emoji: boolean;
  tagging: boolean;
  /** Attach files through the upload sheet. */
  upload: boolean;
  sending: boolean;
  /** Resolves true when the message was sent, so the box (and its files) is emptied. */
  onSend(text: string, tags: number[], files: FileResult[]): Promise<boolean>;
}

/** The message box: Enter sends, Shift+Enter or Ctrl+Enter a new line; send disabled when empty. */
export function ChatComposer({ members, emoji, tagging, upload, sending, onSend }: Props) {
  const [text, setText] = useState('');
  const [tags, setTags] = useState<number[]>([]);
  const [files, setFiles] = useState<FileResult[]>([]);
  const [sheetOpen, setSheetOpen] = useState(false);
  const box = useRef<TextAreaRef>(null);
  // A message needs text or at least one file.
  const empty = text.trim() === '' && files.length === 0;
  // The sheet reports each stored file at once, several times before a re-render.
  const held = useRef(files);
  held.current = files;
  const uploaded = (stored: FileResult[]) => {
    held.current = [...held.current, ...stored].slice(0, MAX_FILES);
    setFiles(held.current);
  };

  const send = async () => {
    if (empty || sending) return;
    if (await onSend(text, tags, files)) {
      setText('');
      setTags([]);
      setFiles([]);
    }
  };

  const insert = (value: string) => {
    const area = box.current?.resizableTextArea?.textArea;
    const start = area?.selectionStart ?? text.length;
    const end = area?.selectionEnd ?? text.length;
    setText(text.slice(0, start) + value + text.slice(end));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const intent = keyIntent(event.key, event.shiftKey, event.ctrlKey);
    if (intent === 'send') {
      event.preventDefault();
      void send();
    } else if (intent === 'newline' && event.ctrlKey) {
      // A browser adds a line for Shift+Enter itself, not for Ctrl+Enter.
      event.preventDefault();
      insert('\n');
    }
  };

  return (
    <div className="chat-composer">
      {tagging ? (
        <Select
          mode="multiple"
          allowClear
          aria-label={TEXTS.tag}
          placeholder={TEXTS.tag}
          value={tags}
          onChange={setTags}
          options={members.map((member) => ({ value: member.id, label: member.name }))}
          style={{ width: '100%', marginBottom: 8 }}
        />
      ) : null}
      <FileChips
        files={files}
        label={TEXTS.files}
        onRemove={(file) =>
          setFiles((current) => current.filter((other) => other.filename !== file.filename))
        }
      />
      <Space.Compact block>
        <Input.TextArea
          ref={box}
          aria-label={TEXTS.placeholder}
          placeholder={TEXTS.placeholder}
          autoSize={{ minRows: 1, maxRows: 6 }}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {emoji ? (
          <Popover
            trigger="click"
            content={
              <Space>
                {EMOJI.map((value) => (
                  <Button key={value} type="text" size="small" onClick={() => insert(value)}>
                    {value}
                  </Button>
                ))}
              </Space>
            }
          >
            <Button aria-label={TEXTS.emoji}>🙂</Button>
          </Popover>
        ) : null}
        {upload ? (
          <Button
            aria-label={TEXTS.attach}
            disabled={files.length >= MAX_FILES}
            onClick={() => setSheetOpen(true)}
          >
            📎
          </Button>
        ) : null}
        <Button type="primary" disabled={empty} loading={sending} onClick={() => void send()}>
          {TEXTS.send}
        </Button>
      </Space.Compact>
      {upload ? (
        <UploadSheet
          open={sheetOpen}
          onClose={() => setSheetOpen(false)}
          directory={uploadDirectory(session.user?.organisation_id, CHAT_UPLOAD_FOLDER)}
          onUploaded={uploaded}
          remaining={Math.max(0, MAX_FILES - files.length)}
        />
      ) : null}
    </div>
  );
}
