import type { RenderResult } from '@testing-library/react';
import type { MultiViewItem } from '@platform/shared';
import { FormView } from '../form/FormView';
import { ViewScope } from '../multiview/ViewScope';
import { renderView } from './render';

/** Renders the form view of `item` on a page with the route `params` ({} for a new record). */
export function renderForm(item: MultiViewItem, params: Record<string, string> = {}): RenderResult {
  return renderView(<FormView item={item} params={params} scope={new ViewScope({ params })} />);
}
