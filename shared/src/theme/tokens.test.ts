import { PLAIN_CSS } from '../boot/plainStyles';
import { PLATFORM_TOKENS, withAlpha } from './tokens';

describe('the brand tokens', () => {
  it('writes a colour with an opacity as CSS', () => {
    expect(withAlpha('#1f5f8b', 0.15)).toBe('rgba(31,95,139,0.15)');
    expect(withAlpha('#ffffff', 1)).toBe('rgba(255,255,255,1)');
  });

  it('give the plain controls their colour, radius and font', () => {
    expect(PLAIN_CSS).toContain(
      `.pl-primary{color:#fff;background:${PLATFORM_TOKENS.colorPrimary}`,
    );
    expect(PLAIN_CSS).toContain(`border-radius:${PLATFORM_TOKENS.borderRadius}px`);
    expect(PLAIN_CSS).toContain("font-family:system-ui,-apple-system,'Segoe UI'");
    expect(PLAIN_CSS).not.toContain('${');
  });
});
