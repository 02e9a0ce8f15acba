import { act, render, screen } from '@testing-library/react';
import { observable, runInAction } from 'mobx';
import { CATALOGUE } from '../testing/fixtures';
import { validItem } from '../testing/orders';
import { ItemDiagram } from './ItemDiagram';

const svgOf = (image: HTMLElement) =>
  decodeURIComponent(image.getAttribute('src')!.replace('data:image/svg+xml;charset=utf-8,', ''));

describe('item diagram', () => {
  it("shows the item's panels with its width and height, redrawn when a size changes", () => {
    const item = observable(validItem(2));
    render(<ItemDiagram item={item} catalogue={CATALOGUE} />);
    const image = screen.getByRole('img', { name: 'Diagram of item 2' });
    const first = svgOf(image);
    expect(first).toContain('<title>Item 2</title>');
    expect(first).toContain('>900</text>');
    expect(first).toContain('>1200</text>');
    act(() => runInAction(() => (item.panels.panel_one[0].width = 750)));
    const second = svgOf(screen.getByRole('img', { name: 'Diagram of item 2' }));
    expect(second).toContain('>750</text>');
    expect(second).not.toContain('>900</text>');
  });

  it('shows nothing while the item has no size', () => {
    const item = validItem(1);
    item.panels.panel_one[0] = { ...item.panels.panel_one[0], height: null, width: null };
    render(<ItemDiagram item={item} catalogue={CATALOGUE} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
