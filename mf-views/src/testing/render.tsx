import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AreaProviders } from '@platform/shared';
import { ModalHost } from '../multiview/ModalHost';
import { PageContextProvider, type PageContextValue } from '../page/PageContext';

const NO_PAGE: PageContextValue = {
  route: null,
  routeParams: {},
  pathname: '/_acme_/test',
  itemRoute: null,
  pageInfo: null,
};

/** Renders a view as a remote's root does: antd providers, the modal host and a page context. */
export function renderView(ui: ReactElement, page: Partial<PageContextValue> = {}): RenderResult {
  return render(
    <AreaProviders>
      <ModalHost>
        <PageContextProvider value={{ ...NO_PAGE, ...page }}>{ui}</PageContextProvider>
      </ModalHost>
    </AreaProviders>,
  );
}
