import { useState } from 'react';
import { Button, Input, Popconfirm, Popover, Space, Tag, Typography } from 'antd';
import {
  CHAT_SYSTEM_MESSAGE_TYPE_ID,
  CHAT_USER_MESSAGE_TYPE_ID,
  formatUtcDate,
  session,
  type ChatMessage,
  type ChatRoomMember,
} from '@platform/shared';
import { MAX_FILES, readFileResults, type FileResult } from '../../upload/files';
import { AttachButton, useAttachments } from './ChatAttach';
import { FileChips, MessageFiles } from './ChatFiles';
import { EMOJI, TEXTS, type ChatActions } from './chatModel';

const TIME_FORMAT = 'DD/MM/YYYY hh:mm A';

export interface MessageHandlers {
  /**
   * `removed`: filenames of the message's files to remove (deleted_file_ids); `added`: files
   * uploaded in the edit, attached in addition.
   */
  onEdit(
    message: ChatMessage,
    text: string,
    removed: string[],
    added: FileResult[],
  ): Promise<boolean>;
  onDelete(message: ChatMessage): void;
  onReply(message: ChatMessage): void;
  onReact(message: ChatMessage, reaction: string, remove: boolean): void;
}

interface Props extends MessageHandlers {
  message: ChatMessage;
  ownId: number | null;
  members: ChatRoomMember[];
  actions: ChatActions;
}

function Outcome({ type }: { type: ChatMessage['message_type'] }) {
  if (type === 'Completion') return <Tag color="green">{TEXTS.completed}</Tag>;
  if (type === 'Rejection') return <Tag color="red">{TEXTS.rejected}</Tag>;
  return null;
}

/** One message of a room: always text (never HTML), own ones marked, actions as configured. */
export function ChatMessageItem(props: Props) {
  const { message, ownId, members, actions } = props;
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(message.text);
  const [removed, setRemoved] = useState<string[]>([]);
  const kept = readFileResults(message.files).filter((file) => !removed.includes(file.filename));
  const added = useAttachments(MAX_FILES - kept.length);
  const known = [CHAT_USER_MESSAGE_TYPE_ID, CHAT_SYSTEM_MESSAGE_TYPE_ID].includes(message.type_id);
  if (!known) {
    return (
      <div className="chat-message chat-invalid" data-testid={`chat-message-${message.id}`}>
        {TEXTS.invalidType}
      </div>
    );
  }
  const system = message.type_id === CHAT_SYSTEM_MESSAGE_TYPE_ID;
  const own = !system && ownId !== null && message.user_id === ownId;
  const nameOf = (id: number) => members.find((member) => member.id === id)?.name ?? `#${id}`;
  const mine = (reaction: { user_ids: number[] }) =>
    ownId !== null && reaction.user_ids.includes(ownId);
  const save = async () => {
    if (await props.onEdit(message, draft, removed, added.files)) {
      setEditing(false);
      added.clear();
    }
  };
  const cancel = () => {
    setEditing(false);
    setDraft(message.text);
    setRemoved([]);
    added.clear();
  };
  const chips = [...kept, ...added.files];
  const className = `chat-message${own ? ' chat-own' : ''}${system ? ' chat-system' : ''}`;
  return (
    <div className={className} data-testid={`chat-message-${message.id}`}>
      <div className="chat-meta">
        <Typography.Text strong>{system ? TEXTS.system : message.name}</Typography.Text>{' '}
        <Typography.Text type="secondary">
          {formatUtcDate(message.timestamp, TIME_FORMAT, session.user?.timezone)}
          {message.edited_at ? ` ${TEXTS.edited}` : ''}
        </Typography.Text>{' '}
        <Outcome type={message.message_type} />
      </div>
      {message.reply_to ? (
        <div className="chat-quote">
          {message.reply_to.name}: {message.reply_to.text}
        </div>
      ) : null}
      {editing ? (
        <FileChips
          files={chips}
          label={TEXTS.files}
          onRemove={(file) =>
            kept.includes(file)
              ? setRemoved((current) => [...current, file.filename])
              : added.remove(file)
          }
        />
      ) : null}
      {editing ? (
        <Space.Compact block>
          <Input.TextArea
            aria-label={TEXTS.edit}
            value={draft}
            autoSize
            onChange={(event) => setDraft(event.target.value)}
          />
          {actions.upload ? (
            <AttachButton remaining={MAX_FILES - chips.length} onUploaded={added.add} />
          ) : null}
          <Button
            type="primary"
            disabled={draft.trim() === '' && chips.length === 0}
            onClick={() => void save()}
          >
            {TEXTS.save}
          </Button>
          <Button onClick={cancel}>{TEXTS.cancel}</Button>
        </Space.Compact>
      ) : (
        <div className="chat-text">{message.text}</div>
      )}
      {editing ? null : <MessageFiles files={message.files} />}
      {message.tags.length > 0 ? (
        <div className="chat-tags">
          {message.tags.map((id) => (
            <Tag key={id}>@{nameOf(id)}</Tag>
          ))}
        </div>
      ) : null}
      <Space size={4} wrap className="chat-actions">
        {message.reactions.map((reaction) => (
          <Button
            key={reaction.reaction}
            size="small"
            type={mine(reaction) ? 'primary' : 'default'}
            disabled={!actions.reaction}
            aria-label={`${reaction.reaction} ${reaction.count}`}
            onClick={() => props.onReact(message, reaction.reaction, mine(reaction))}
          >
            {reaction.reaction} {reaction.count}
          </Button>
        ))}
        {actions.reaction ? (
          <Popover
            trigger="click"
            content={
              <Space>
                {EMOJI.map((emoji) => (
                  <Button
                    key={emoji}
                    size="small"
                    type="text"
                    aria-label={`React ${emoji}`}
                    onClick={() => props.onReact(message, emoji, false)}
                  >
                    {emoji}
                  </Button>
                ))}
              </Space>
            }
          >
            <Button size="small" type="text">
              {TEXTS.react}
            </Button>
          </Popover>
        ) : null}
        {actions.reply ? (
          <Button size="small" type="text" onClick={() => props.onReply(message)}>
            {TEXTS.reply}
          </Button>
        ) : null}
        {own && actions.edit && !editing ? (
          <Button
            size="small"
            type="text"
            onClick={() => {
              setDraft(message.text);
              setRemoved([]);
              setEditing(true);
            }}
          >
            {TEXTS.edit}
          </Button>
        ) : null}
        {own && actions.delete ? (
          <Popconfirm title={TEXTS.deleteConfirm} onConfirm={() => props.onDelete(message)}>
            <Button size="small" type="text" danger>
              {TEXTS.delete}
            </Button>
          </Popconfirm>
        ) : null}
      </Space>
    </div>
  );
}
