import { Button } from 'antd';
import { iconOf } from '../common/icons';
import { ConfigErrorNotice } from '../common/ConfigErrorNotice';
import { fillTemplate } from '../common/records';
import { goTo } from '../page/navigation';
import type { ViewItemProps } from '../registry/types';

/** The 'view_button' item: goes to a path inside the organisation (its short code + the path). */
export function ViewButtonItem(props: ViewItemProps) {
  const { item, params } = props;
  const path = typeof item.data.path === 'string' ? item.data.path : '';
  if (!path)
    return <ConfigErrorNotice source={`view button ${item.id}`} message="no path configured" />;
  const label = typeof item.data.label === 'string' ? item.data.label : item.name;
  return (
    <Button
      icon={iconOf(item.data.icon as string | undefined)}
      onClick={() => goTo(fillTemplate(path, params))}
    >
      {label}
    </Button>
  );
}
