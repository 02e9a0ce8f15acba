import { Skeleton } from 'antd';
import { Suspense, lazy } from 'react';
import { ButtonsItem } from '../buttons/ButtonsItem';
import { StatusBadgeItem } from '../badge/StatusBadgeItem';
import { ListView } from '../list/ListView';
import { NestedMultiViewItem } from '../multiview/NestedMultiViewItem';
import { ViewButtonItem } from '../multiview/ViewButtonItem';
import { TabsItem } from '../tabs/TabsItem';
import { ViewSkeleton } from '../page/ViewSkeleton';
import { CustomComponentItem } from './CustomComponentItem';
import type { BuiltinItemType, ItemRenderer, ViewItemProps } from './types';

/**
 * An item type whose code loads when a page first draws one (ADR 253): a form, a record's line
 * editor. A signed-in start draws a dashboard of lists; their code waits for the first record.
 * Meanwhile the item's own loading skeleton shows, the one its view draws while its data loads.
 */
function onFirstDraw(load: () => Promise<ItemRenderer>): ItemRenderer {
  const Lazy = lazy(() => load().then((renderer) => ({ default: renderer })));
  return function OnFirstDraw(props: ViewItemProps) {
    return (
      <Suspense
        fallback={<ViewSkeleton kind="form" inline={props.item.item_type_name !== 'form'} />}
      >
        <Lazy {...props} />
      </Suspense>
    );
  };
}

const FormView = onFirstDraw(() =>
  import(/* webpackChunkName: "view-form" */ '../form/FormView').then((module) => module.FormView),
);
const MultiLineItem = onFirstDraw(() =>
  import(/* webpackChunkName: "view-multi-line" */ '../multiline/MultiLineItem').then(
    (module) => module.MultiLineItem,
  ),
);

const ReleaseNotesWidget = lazy(() => import('../widgets/release-notes/ReleaseNotesWidget'));

/** The release notes page as a multi-view item (data.data_url overrides where notes are read). */
function ReleaseNotesItem(props: ViewItemProps) {
  const dataUrl =
    typeof props.item.data.data_url === 'string' ? props.item.data.data_url : undefined;
  return (
    <Suspense fallback={<Skeleton active />}>
      <ReleaseNotesWidget dataUrl={dataUrl} />
    </Suspense>
  );
}

/**
 * The one registry of built-in item types. A new type is one entry here; a missing entry is a
 * type error. Types not listed are looked up in the other remotes' ./widgets maps.
 */
export const BUILTIN_RENDERERS: Record<BuiltinItemType, ItemRenderer> = {
  form: FormView,
  list: ListView,
  buttons: ButtonsItem,
  multi_line: MultiLineItem,
  status_badge: StatusBadgeItem,
  view_button: ViewButtonItem,
  multi_view: NestedMultiViewItem,
  tabs: TabsItem,
  custom_component: CustomComponentItem,
  release_notes: ReleaseNotesItem,
};

export function isBuiltinType(type: string): type is BuiltinItemType {
  return Object.prototype.hasOwnProperty.call(BUILTIN_RENDERERS, type);
}
