import { useRef, useState, type KeyboardEvent } from 'react';
import { Button, Input, Popover, Select, Space } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import type { ChatRoomMember } from '@platform/shared';
import { MAX_FILES, type FileResult } from '../../upload/files';
import { AttachButton, useAttachments } from './ChatAttach';
import { FileChips } from './ChatFiles';
import { EMOJI, keyIntent, TEXTS } from './chatModel';

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
  const attachments = useAttachments(MAX_FILES);
  const files = attachments.files;
  const box = useRef<TextAreaRef>(null);
  // A message needs text or at least one file.
  const empty = text.trim() === '' && files.length === 0;

  const send = async () => {
    if (empty || sending) return;
    if (await onSend(text, tags, files)) {
      setText('');
      setTags([]);
      attachments.clear();
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
      <FileChips files={files} label={TEXTS.files} onRemove={attachments.remove} />
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
          <AttachButton remaining={MAX_FILES - files.length} onUploaded={attachments.add} />
        ) : null}
        <Button type="primary" disabled={empty} loading={sending} onClick={() => void send()}>
          {TEXTS.send}
        </Button>
      </Space.Compact>
    </div>
  );
}
