import { theme } from 'antd';
import { contrast } from '../testing/contrast';
import { PLATFORM_THEME } from './AreaProviders';

describe('the platform theme is readable (WCAG AA, 4.5:1)', () => {
  const token = theme.getDesignToken(PLATFORM_THEME) as unknown as Record<string, string>;

  it('secondary text on white and on the page grey', () => {
    expect(contrast(token.colorTextDescription, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(token.colorTextDescription, '#f5f5f5')).toBeGreaterThanOrEqual(4.5);
  });

  it('danger text and placeholders on white', () => {
    expect(contrast(token.colorError, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(token.colorTextPlaceholder, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('white text on the primary colour (the top bar, avatars)', () => {
    expect(contrast('#ffffff', token.colorPrimary)).toBeGreaterThanOrEqual(4.5);
  });

  it('brand-coloured text on its own tint: the selected menu item, hovered too (issue 35)', () => {
    expect(contrast(token.colorPrimary, token.controlItemBgActive)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(token.colorPrimary, token.controlItemBgActiveHover)).toBeGreaterThanOrEqual(
      4.5,
    );
  });

  it('links on white and on the wholesale page grey', () => {
    expect(contrast(token.colorLink, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(token.colorLink, '#f5f7fa')).toBeGreaterThanOrEqual(4.5);
  });
});
