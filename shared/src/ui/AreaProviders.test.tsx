import { act, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { AreaProviders } from './AreaProviders';
import { mediaQueryList } from '../testing/media';

/** What antd's components read: whether they animate. */
function Motion() {
  const { token } = theme.useToken();
  return <output>{token.motion ? 'animated' : 'still'}</output>;
}

/** A system setting for reduced motion the test can change while the page is open. */
function systemMotionSetting(reduce: boolean) {
  let matches = reduce;
  const listeners = new Set<() => void>();
  jest.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const list = mediaQueryList(query, query.includes('prefers-reduced-motion') && matches);
    list.addEventListener = (_type: string, listener: unknown) =>
      listeners.add(listener as () => void);
    list.removeEventListener = (_type: string, listener: unknown) =>
      listeners.delete(listener as () => void);
    return list;
  });
  return {
    change(next: boolean) {
      matches = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

afterEach(() => jest.restoreAllMocks());

describe('AreaProviders and the system setting for reduced motion', () => {
  it('animates antd for a user who did not ask for less motion', () => {
    systemMotionSetting(false);
    render(
      <AreaProviders>
        <Motion />
      </AreaProviders>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('animated');
  });

  it('turns antd’s animations off for a user who asked for reduced motion, and on again when they change it', () => {
    const setting = systemMotionSetting(true);
    render(
      <AreaProviders>
        <Motion />
      </AreaProviders>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('still');
    setting.change(false);
    expect(screen.getByRole('status')).toHaveTextContent('animated');
  });
});
