import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AreaProviders } from '@platform/shared/ui';

/** Renders inside the providers every area mounts with (antd ConfigProvider and App). */
export function renderInArea(ui: ReactElement): RenderResult {
  return render(<AreaProviders>{ui}</AreaProviders>);
}

/** jsdom lacks getComputedStyle for pseudo-elements, which antd's scroll lock asks for. */
export function patchComputedStyle(): void {
  const computedStyle = window.getComputedStyle.bind(window);
  jest.spyOn(window, 'getComputedStyle').mockImplementation((element) => computedStyle(element));
}
