import { Tag } from 'antd';
import type { StatusBadgeValue } from '@platform/shared';
import { readableTagStyle } from './tagText';

export const DRAFT_STATUS: StatusBadgeValue = { name: 'Draft', color: 'grey' };

export interface StatusBadgeProps {
  status: StatusBadgeValue | null | undefined;
}

/** A record's status; 'Draft' in grey when it has none. */
export function StatusBadge(props: StatusBadgeProps) {
  const status = props.status?.name ? props.status : DRAFT_STATUS;
  return (
    <Tag
      color={status.color === 'grey' ? 'default' : status.color}
      data-status={status.name}
      data-color={status.color}
      style={readableTagStyle(status.color)}
    >
      {status.name}
    </Tag>
  );
}
