import { useRef, useState, type KeyboardEvent } from 'react';
import { Button, Input, Popover, Select, Space } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import type { ChatRoomMember } from '@platform/shared';
import { EMOJI, keyIntent, TEXTS } from './chatModel';

interface Props {
  members: ChatRoomMember[];
  emoji: boolean;
  tagging: boolean;
  sending: boolean;
  /** Resolves true when the message was sent, so the box is emptied. */
  onSend(text: string, tags: number[]): Promise<boolean>;
}

/** The message box: Enter sends, Shift+Enter or Ctrl+Enter a new line; send disabled when empty. */
export function ChatComposer({ members, emoji, tagging, sending, onSend }: Props) {
  const [text, setText] = useState('');
  const [tags, setTags] = useState<number[]>([]);
  const box = useRef<TextAreaRef>(null);
  const empty = text.trim() === '';

  const send = async () => {
    if (empty || sending) return;
    if (await onSend(text, tags)) {
      setText('');
      setTags([]);
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
        <Button type="primary" disabled={empty} loading={sending} onClick={() => void send()}>
          {TEXTS.send}
        </Button>
      </Space.Compact>
    </div>
  );
}
