import { useCallback, useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import {
  Avatar,
  Button,
  Card,
  Checkbox,
  Empty,
  Modal,
  Popconfirm,
  Select,
  Skeleton,
  Space,
  Typography,
} from 'antd';
import {
  api,
  DATE_FORMAT,
  formatUtcDate,
  PLATFORM_TOKENS,
  session,
  USER_NOTE_TYPE_ID,
  type Note,
} from '@platform/shared';
import { SafeHtml } from '@platform/shared/ui';
import type { ViewItemProps } from '../../registry/types';
import { NoteEditor } from './NoteEditor';
import {
  editorTextToHtml,
  htmlToEditorText,
  isNewRecord,
  mentionsIn,
  mentionsOfHtml,
  mergePage,
  noteRequest,
  notesConfig,
  NOTES_PAGE_SIZE,
  TEXTS,
  type Mention,
  type SortDirection,
} from './notesModel';
import './notes.css';

interface Loaded {
  notes: Note[];
  page: number;
  total: number;
}

function noteDate(value: string | null): string {
  return formatUtcDate(value, DATE_FORMAT, session.user?.timezone);
}

/**
 * The notes panel (multi-view item type `notes`, spec §2.14): the notes of one record with
 * replies, an editor with @-mentions, edit (author only), void, sort, audit entries and paging
 * ('View Previous Notes' appends the next page of 10). item.data: `table` (the record's table,
 * e.g. 'jobs'), `url` (the note list, default '/notes'), `id_param` (route parameter of the id)
 * or `record_id` (a fixed record).
 */
export const NotesWidget = observer(function NotesWidget({ item, params, scope }: ViewItemProps) {
  const config = notesConfig(item.data);
  const recordId =
    config.recordId ??
    (config.idParam ? params[config.idParam] : undefined) ??
    scope.recordId ??
    params.item_id ??
    null;
  const isNew = isNewRecord(recordId);
  const [showAudit, setShowAudit] = useState(false);
  const [sort, setSort] = useState<SortDirection>('desc');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [text, setText] = useState('');
  const [mentions, setMentions] = useState<Mention[]>([]);
  const [replyTo, setReplyTo] = useState<Note | null>(null);
  const [saving, setSaving] = useState(false);
  const [editing, setEditing] = useState<Note | null>(null);
  const [editText, setEditText] = useState('');
  const [editMentions, setEditMentions] = useState<Mention[]>([]);
  const request = useRef(0);

  const load = useCallback(
    async (page: number) => {
      if (isNew) return;
      const call = ++request.current;
      setLoading(true);
      try {
        const { data, info } = await api.get<Note[]>(config.url, {
          params: {
            table: config.table,
            id: recordId ?? '',
            show_audit: showAudit,
            pagination_object: {
              page_number: page,
              page_size: NOTES_PAGE_SIZE,
              sort_by: 'date',
              sort_direction: sort,
              total_records: 0,
              show_audit: showAudit,
            },
          },
          reuseSeconds: 0,
          suppressNotificationMessage: true,
        });
        if (call !== request.current) return;
        const notes = Array.isArray(data) ? data : [];
        setLoaded((current) => ({
          notes: mergePage(current?.notes ?? [], notes, page),
          page,
          total: info.pagination_object?.total_records ?? notes.length,
        }));
        setFailed(false);
      } catch {
        if (call === request.current) setFailed(true);
      } finally {
        if (call === request.current) setLoading(false);
      }
    },
    [config.url, config.table, recordId, isNew, showAudit, sort],
  );

  useEffect(() => {
    void load(1);
  }, [load]);

  const changeText = (value: string) => {
    setText(value);
    // Emptying the editor leaves reply mode.
    if (value.trim() === '') setReplyTo(null);
  };

  const submit = async () => {
    if (saving || text.trim() === '' || !recordId) return;
    const html = editorTextToHtml(text, mentions);
    const tagged = mentionsIn(text, mentions).map((mention) => mention.id);
    setSaving(true);
    try {
      await api.post(
        '/note/history/new/details',
        replyTo
          ? noteRequest('reply', { note: html, parent_id: replyTo.id, taggedUsers: tagged })
          : noteRequest('add', {
              note: html,
              table_name: config.table,
              table_id: recordId,
              taggedUsers: tagged,
            }),
      );
      setText('');
      setMentions([]);
      setReplyTo(null);
      await load(1);
    } catch {
      // The call layer has shown the server's message; the text stays for another try.
    } finally {
      setSaving(false);
    }
  };

  const openEdit = (note: Note) => {
    setEditing(note);
    setEditText(htmlToEditorText(note.text));
    setEditMentions(mentionsOfHtml(note.text));
  };

  const saveEdit = async () => {
    if (!editing || editText.trim() === '') return;
    setSaving(true);
    try {
      await api.post(
        `/note/history/${editing.id}/details`,
        noteRequest('edit', {
          note: editorTextToHtml(editText, editMentions),
          taggedUsers: mentionsIn(editText, editMentions).map((mention) => mention.id),
        }),
      );
      setEditing(null);
      await load(1);
    } catch {
      // Shown by the call layer; the dialog stays open.
    } finally {
      setSaving(false);
    }
  };

  const voidNote = async (note: Note) => {
    try {
      await api.post(`/note/history/${note.id}/details`, noteRequest('void', { void: true }));
      await load(1);
    } catch {
      // Shown by the call layer.
    }
  };

  const notes = loaded?.notes ?? [];
  const total = loaded?.total ?? 0;
  const lastPage = notes.length >= total;

  const header = (
    <Space wrap className="notes-toolbar">
      <Checkbox
        checked={showAudit}
        disabled={isNew}
        onChange={(event) => setShowAudit(event.target.checked)}
      >
        {TEXTS.includeAudit}
      </Checkbox>
      <Select<SortDirection>
        aria-label="Sort notes"
        value={sort}
        disabled={isNew}
        style={{ minWidth: 140 }}
        onChange={setSort}
        options={[
          { value: 'desc', label: TEXTS.recentFirst },
          { value: 'asc', label: TEXTS.recentLast },
        ]}
      />
    </Space>
  );

  const renderNote = (note: Note) => {
    const userNote = note.type_id === USER_NOTE_TYPE_ID;
    const voided = Boolean(note.deleted_at);
    return (
      <div key={note.id} className="notes-item" data-testid={`note-${note.id}`}>
        <Space align="start">
          <Avatar
            src={note.avatar ?? undefined}
            style={{ backgroundColor: PLATFORM_TOKENS.colorPrimary, flexShrink: 0 }}
          >
            {(note.user_name || (userNote ? '?' : 'A')).charAt(0)}
          </Avatar>
          <div className="notes-body">
            <Typography.Text strong>{note.user_name || (userNote ? '' : 'Audit')}</Typography.Text>{' '}
            <Typography.Text type="secondary">{noteDate(note.date)}</Typography.Text>
            {voided ? (
              <div>
                <s className="notes-voided">{TEXTS.voided(noteDate(note.deleted_at))}</s>
              </div>
            ) : userNote ? (
              <SafeHtml html={note.text} className="notes-text" />
            ) : (
              // Audit entries are plain text, never HTML.
              <div className="notes-text">{note.text}</div>
            )}
            {note.audit_change_log.length > 0 ? (
              <ul className="notes-audit">
                {note.audit_change_log.map((line, index) => (
                  <li key={index}>{line}</li>
                ))}
              </ul>
            ) : null}
            {userNote && !voided ? (
              <Space size={4} className="notes-actions">
                <Button type="link" size="small" onClick={() => setReplyTo(note)}>
                  Reply
                </Button>
                {note.can_edit === 1 ? (
                  <>
                    <Button type="link" size="small" onClick={() => openEdit(note)}>
                      Edit
                    </Button>
                    <Popconfirm
                      title={TEXTS.voidConfirm}
                      okText="Yes"
                      cancelText="No"
                      onConfirm={() => voidNote(note)}
                    >
                      <Button type="link" size="small" danger>
                        Void
                      </Button>
                    </Popconfirm>
                  </>
                ) : null}
              </Space>
            ) : null}
            {note.user_replies.length > 0 ? (
              <div className="notes-replies">
                {note.user_replies.map((reply) => (
                  <div
                    key={reply.id}
                    className="notes-reply"
                    data-testid={`note-reply-${reply.id}`}
                  >
                    <Typography.Text strong>{reply.name}</Typography.Text>{' '}
                    <Typography.Text type="secondary">{noteDate(reply.created_at)}</Typography.Text>
                    <SafeHtml html={reply.text} className="notes-text" />
                  </div>
                ))}
              </div>
            ) : null}
          </div>
        </Space>
      </div>
    );
  };

  return (
    <Card title={TEXTS.title} extra={header} className="notes-widget" data-testid="notes-widget">
      {isNew ? (
        <Empty description={TEXTS.notFound} />
      ) : (
        <>
          {replyTo ? (
            <Typography.Text type="secondary" className="notes-replying">
              Replying to {replyTo.user_name}
            </Typography.Text>
          ) : null}
          <NoteEditor
            label={replyTo ? 'Reply' : 'New note'}
            value={text}
            onChange={changeText}
            mentions={mentions}
            onMentionsChange={setMentions}
            onSubmit={() => void submit()}
            disabled={saving}
            placeholder="Write a note (@ to mention; Shift+Enter or Ctrl+Enter to save)"
          />
          <Space className="notes-submit">
            <Button
              type="primary"
              loading={saving}
              disabled={text.trim() === ''}
              onClick={() => void submit()}
            >
              {replyTo ? 'Reply' : 'Add note'}
            </Button>
          </Space>
          {failed ? (
            <Typography.Text type="danger">Notes could not be loaded</Typography.Text>
          ) : null}
          {!loaded && loading ? <Skeleton active /> : null}
          {loaded && notes.length === 0 ? <Empty description={TEXTS.notFound} /> : null}
          <div className="notes-list">{notes.map(renderNote)}</div>
          {loaded && notes.length > 0 ? (
            <Space className="notes-footer">
              <Button
                type="link"
                disabled={lastPage || loading}
                onClick={() => void load((loaded?.page ?? 1) + 1)}
              >
                {TEXTS.previous}
              </Button>
              <Typography.Text type="secondary" data-testid="notes-counter">
                {TEXTS.counter(notes.length, total)}
              </Typography.Text>
            </Space>
          ) : null}
        </>
      )}
      <Modal
        open={editing !== null}
        title="Edit note"
        okText="Save"
        confirmLoading={saving}
        width={560}
        style={{ minWidth: 'min(400px, 100vw)' }}
        onOk={() => void saveEdit()}
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        <NoteEditor
          label="Edit note"
          value={editText}
          onChange={setEditText}
          mentions={editMentions}
          onMentionsChange={setEditMentions}
          onSubmit={() => void saveEdit()}
          disabled={saving}
        />
      </Modal>
    </Card>
  );
});

export default NotesWidget;
