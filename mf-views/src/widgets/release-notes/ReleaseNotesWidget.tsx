import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Empty, Result, Skeleton, Space } from 'antd';
import { api, session, useLocation, type ReleaseNote, type WidgetProps } from '@platform/shared';
import { ReleaseNoteCard } from './ReleaseNoteCard';
import { applyVote, ownVote, releaseNotesUrl, type Vote } from './releaseNotes';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; notes: ReleaseNote[] };

/**
 * The release notes page (multi-view item type `release_notes`): every release with its items
 * grouped by type, the current one marked, and thumbs feedback showing the user's own vote.
 * Props: `dataUrl` (optional) overrides where the notes are read from.
 */
export const ReleaseNotesWidget = observer(function ReleaseNotesWidget(props: WidgetProps) {
  const { pathname } = useLocation();
  const url = releaseNotesUrl(props.dataUrl, pathname);
  const userId = session.user?.user_id ?? 0;
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [saving, setSaving] = useState<number | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    api
      .get<ReleaseNote[]>(url, { signal: controller.signal, suppressNotificationMessage: true })
      .then(({ data }) => setLoad({ state: 'loaded', notes: Array.isArray(data) ? data : [] }))
      .catch(() => {
        if (!controller.signal.aborted) setLoad({ state: 'failed' });
      });
    return () => controller.abort();
  }, [url]);

  const replace = (next: ReleaseNote) =>
    setLoad((current) =>
      current.state === 'loaded'
        ? {
            state: 'loaded',
            notes: current.notes.map((note) => (note.id === next.id ? next : note)),
          }
        : current,
    );

  const vote = async (note: ReleaseNote, value: Vote) => {
    // Shown at once; put back if the server refuses.
    replace(applyVote(note, userId, value));
    setSaving(note.id);
    try {
      await api.post(`/release_notes/${note.id}/feedback`, {
        feedback: value,
        release_note_id: note.id,
      });
    } catch {
      replace(note);
    } finally {
      setSaving(null);
    }
  };

  if (load.state === 'loading') return <Skeleton active />;
  if (load.state === 'failed')
    return <Result status="warning" title="Release notes could not be loaded" />;
  if (load.notes.length === 0) return <Empty description="No data available" />;
  return (
    <Space
      orientation="vertical"
      size="middle"
      style={{ width: '100%' }}
      data-testid="release-notes"
    >
      {load.notes.map((note) => (
        <ReleaseNoteCard
          key={note.id}
          note={note}
          vote={ownVote(note, userId)}
          saving={saving === note.id}
          onVote={(value) => void vote(note, value)}
        />
      ))}
    </Space>
  );
});

export default ReleaseNotesWidget;
