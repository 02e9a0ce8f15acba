import { isRecord } from '../common/records';
import { usePageContext } from '../page/PageContext';
import type { ViewItemProps } from '../registry/types';
import { StatusBadge } from './StatusBadge';

/** The 'status_badge' item: a configured status, else the page record's status from page info. */
export function StatusBadgeItem(props: ViewItemProps) {
  const { pageInfo } = usePageContext();
  const configured = isRecord(props.item.data.status)
    ? {
        name: String(props.item.data.status.name ?? ''),
        color: String(props.item.data.status.color ?? ''),
      }
    : null;
  return <StatusBadge status={configured ?? pageInfo?.status ?? null} />;
}
