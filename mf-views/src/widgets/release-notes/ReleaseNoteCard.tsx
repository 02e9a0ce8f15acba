import { Button, Card, Space, Tag, Tooltip, Typography } from 'antd';
import { DATE_ONLY_FORMAT, formatDate, type ReleaseNote } from '@platform/shared';
import { SafeHtml } from '@platform/shared/ui';
import { groupItems, type Vote } from './releaseNotes';
import { ThumbIcon } from './ThumbIcon';

export interface ReleaseNoteCardProps {
  note: ReleaseNote;
  vote: Vote | null;
  saving: boolean;
  onVote: (vote: Vote) => void;
}

/** One release: name, date, 'Current' mark, its items grouped by type, and thumbs feedback. */
export function ReleaseNoteCard({ note, vote, saving, onVote }: ReleaseNoteCardProps) {
  const groups = groupItems(note.items);
  const thumb = (value: Vote) => {
    const chosen = vote === value;
    const label = value === 1 ? 'Helpful' : 'Not helpful';
    const count = value === 1 ? note.positive_feedback.length : note.negative_feedback.length;
    return (
      <Tooltip title={label}>
        <Button
          type={chosen ? 'primary' : 'default'}
          aria-label={label}
          aria-pressed={chosen}
          disabled={saving}
          onClick={() => {
            if (!chosen) onVote(value);
          }}
          icon={<ThumbIcon direction={value === 1 ? 'up' : 'down'} filled={chosen} />}
        >
          {count}
        </Button>
      </Tooltip>
    );
  };
  return (
    <Card
      data-testid={`release-note-${note.id}`}
      data-current={note.is_current}
      style={note.is_current ? { borderColor: '#52c41a' } : undefined}
      title={
        <Space wrap>
          <span>{note.name}</span>
          {note.is_current ? <Tag color="green">Current</Tag> : null}
          <Typography.Text type="secondary" style={{ fontWeight: 400 }}>
            {formatDate(note.release_date, DATE_ONLY_FORMAT)}
          </Typography.Text>
        </Space>
      }
      extra={
        <Space>
          {thumb(1)}
          {thumb(-1)}
        </Space>
      }
    >
      {groups.length === 0 ? (
        <Typography.Text type="secondary">No items available</Typography.Text>
      ) : null}
      {groups.map((group) => (
        <section key={group.typeName} style={{ marginBottom: 12 }}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {group.typeName}
          </Typography.Title>
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {group.items.map((item, index) => (
              <li key={`${item.title}-${index}`} style={{ marginBottom: 6 }}>
                <Typography.Text strong>{item.title}</Typography.Text>
                {item.description ? <SafeHtml html={item.description} /> : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Card>
  );
}
