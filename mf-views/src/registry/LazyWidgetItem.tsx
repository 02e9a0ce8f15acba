import { Skeleton } from 'antd';
import { Suspense, lazy, type ComponentType } from 'react';
import { LAZY_WIDGETS } from '../widgets/table';
import type { ViewItemProps } from './types';

const loaded = new Map<string, ComponentType<ViewItemProps>>();

/** One React.lazy per type, made once, so a re-render never refetches or remounts the widget. */
function lazyWidget(type: string): ComponentType<ViewItemProps> {
  let component = loaded.get(type);
  if (!component) {
    component = lazy(LAZY_WIDGETS[type]);
    loaded.set(type, component);
  }
  return component;
}

/** An item of a lazily loaded widget type: a skeleton until its chunk arrives. */
export function LazyWidgetItem(props: ViewItemProps) {
  const Widget = lazyWidget(props.item.item_type_name);
  return (
    <Suspense fallback={<Skeleton active />}>
      <Widget {...props} />
    </Suspense>
  );
}
