import type { ComponentType } from 'react';
import type { MultiViewItem } from '@platform/shared';
import type { ViewScope } from '../multiview/ViewScope';
import type { ViewParams } from './params';

// A leaf module of its own, so that ViewScope can name it without importing this file back.
export type { ViewParams } from './params';

/** What every item renderer receives. */
export interface ViewItemProps {
  item: MultiViewItem;
  params: ViewParams;
  scope: ViewScope;
}

export type ItemRenderer = ComponentType<ViewItemProps>;

/** The item types this remote renders itself; any other type is asked of the other remotes. */
export type BuiltinItemType =
  | 'form'
  | 'list'
  | 'buttons'
  | 'multi_line'
  | 'status_badge'
  | 'view_button'
  | 'multi_view'
  | 'tabs'
  | 'custom_component'
  | 'release_notes';
