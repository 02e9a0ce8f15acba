import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AreaProviders } from '@platform/shared/ui';
import { PageContextProvider, type PageContextValue } from '../page/PageContext';
import { ViewRoot } from '../registry/ViewRoot';

const NO_PAGE: PageContextValue = {
  route: null,
  routeParams: {},
  pathname: '/_acme_/test',
  itemRoute: null,
  pageInfo: null,
};

/** A view inside what a remote's root gives it: antd providers, the view root (item renderer, modal host) and a page context. */
export function inViewRoot(ui: ReactElement, page: Partial<PageContextValue> = {}): ReactElement {
  return (
    <AreaProviders>
      <ViewRoot>
        <PageContextProvider value={{ ...NO_PAGE, ...page }}>{ui}</PageContextProvider>
      </ViewRoot>
    </AreaProviders>
  );
}

/** Renders a view as a remote's root does; `rerender(inViewRoot(…))` renders it again. */
export function renderView(ui: ReactElement, page: Partial<PageContextValue> = {}): RenderResult {
  return render(inViewRoot(ui, page));
}
