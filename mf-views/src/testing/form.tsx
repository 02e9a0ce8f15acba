import type { RenderResult } from '@testing-library/react';
import type { MultiViewItem } from '@platform/shared';
import { FormView } from '../form/FormView';
import { ViewScope } from '../multiview/ViewScope';
import type { PageContextValue } from '../page/PageContext';
import { renderView } from './render';

/** Renders the form view of `item` with the route `params` ({} for a new record) on `page`. */
export function renderForm(
  item: MultiViewItem,
  params: Record<string, string> = {},
  page: Partial<PageContextValue> = {},
): RenderResult {
  return renderView(
    <FormView item={item} params={params} scope={new ViewScope({ params })} />,
    page,
  );
}
