import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AreaProviders } from '@platform/shared';
import { PageContextProvider, type PageContextValue } from '../page/PageContext';
import { ViewRoot } from '../registry/ViewRoot';

const NO_PAGE: PageContextValue = {
  route: null,
  routeParams: {},
  pathname: '/_acme_/test',
  itemRoute: null,
  pageInfo: null,
};

/** Renders a view as a remote's root does: antd providers, the view root (item renderer, modal host) and a page context. */
export function renderView(ui: ReactElement, page: Partial<PageContextValue> = {}): RenderResult {
  return render(
    <AreaProviders>
      <ViewRoot>
        <PageContextProvider value={{ ...NO_PAGE, ...page }}>{ui}</PageContextProvider>
      </ViewRoot>
    </AreaProviders>,
  );
}
