import { render } from '@testing-library/react';
import { theme } from 'antd';
import { PLATFORM_THEME } from '@platform/shared/ui';
import { contrast } from '@platform/shared/testing';
import { StatusBadge } from './StatusBadge';
import { READABLE_TAG_TEXT, readableTagStyle } from './tagText';

const PRESETS = [
  'blue',
  'cyan',
  'green',
  'gold',
  'orange',
  'volcano',
  'lime',
  'yellow',
  'red',
  'magenta',
  'purple',
  'geekblue',
] as const;

describe('tag text is readable (WCAG AA, 4.5:1)', () => {
  const token = theme.getDesignToken(PLATFORM_THEME) as unknown as Record<string, string>;

  it.each(PRESETS)('a %s tag: its text on its tint', (colour) => {
    // antd writes the …7 shade on the …1 tint unless the badge gives a darker text colour.
    const text = readableTagStyle(colour)?.color ?? token[`${colour}7`];
    expect(contrast(String(text), token[`${colour}1`])).toBeGreaterThanOrEqual(4.5);
  });

  it('a status badge in a light colour writes its text in the darker shade', () => {
    const { getByText } = render(<StatusBadge status={{ name: 'Scheduled', color: 'cyan' }} />);
    expect(getByText('Scheduled')).toHaveStyle({ color: READABLE_TAG_TEXT.cyan });
  });
});
