import type { PanelValues } from '../contracts/wholesale';
import { panelDiagram, type RectShape } from './geometry';
import { panelsSvg, svgDataUrl } from './svg';
import { windowPanel } from '../testing/wholesale-order';
import {
  wholesaleDiagramPanel,
  wholesaleItemSvg,
  type WholesaleDiagramCatalogue,
  type WholesaleDiagramItem,
} from './wholesale';

const CATALOGUE: WholesaleDiagramCatalogue = {
  lock_sides: [
    { id: 1, code: 'LHS' },
    { id: 2, code: 'RHS' },
    { id: 3, code: 'NONE' },
  ],
  accessories: [
    { id: 10, code: 'PW-M', is_petway: true },
    { id: 11, code: 'CL-01', is_petway: false },
  ],
  colours: [{ id: 5, hex: '#336699' }],
};

/** A 2100 × 900 door panel locked on side 2 at 1000 mm, on three hinges. */
function panelValues(overrides: Partial<PanelValues> = {}): PanelValues {
  return { ...windowPanel(2100, 900), lock_side: 2, lock_height: 1000, hinges: 3, ...overrides };
}

function item(overrides: Partial<WholesaleDiagramItem> = {}): WholesaleDiagramItem {
  return {
    item_number: 3,
    item_data: { color: 5, petway_panel: null, petway_position: null },
    panels: [panelValues()],
    accessories: [],
    ...overrides,
  };
}

const rects = (panel: ReturnType<typeof wholesaleDiagramPanel>, kind: RectShape['kind']) =>
  panelDiagram(panel).shapes.filter((s): s is RectShape => s.kind === kind);

describe('wholesale item diagram', () => {
  it('draws the width and height, the lock on its side at its height, and the hinges', () => {
    const panel = wholesaleDiagramPanel(panelValues(), 1, item(), CATALOGUE);
    expect(panel).toMatchObject({ width: 900, height: 2100, lock_is_right: true });
    const [lock] = rects(panel, 'lock');
    expect(lock.y + lock.height / 2).toBe(2100 - 1000);
    expect(lock.x).toBeGreaterThan(900 - 45);
    expect(rects(panel, 'hinge')).toHaveLength(3);
    const labels = panelDiagram(panel).dimensions.map((line) => line.label);
    expect(labels).toEqual(expect.arrayContaining(['900', '2100', 'Lock 1000']));
    const left = wholesaleDiagramPanel(panelValues({ lock_side: 1 }), 1, item(), CATALOGUE);
    expect(rects(left, 'lock')[0].x).toBeLessThan(45);
  });

  it('draws a horizontal midrail from the bottom and a vertical one from the left', () => {
    const horizontal = wholesaleDiagramPanel(
      panelValues({ midrail: 'horizontal', midrail_center: 1000 }),
      1,
      item(),
      CATALOGUE,
    );
    const [rail] = rects(horizontal, 'midrail');
    expect(rail.y + rail.height / 2).toBe(2100 - 1000);
    expect(rail.width).toBe(900 - 90);
    const vertical = wholesaleDiagramPanel(
      panelValues({ midrail: 'vertical', midrail_center: 400 }),
      1,
      item(),
      CATALOGUE,
    );
    const [post] = rects(vertical, 'midrail');
    expect(post.x + post.width / 2).toBe(400);
    const none = wholesaleDiagramPanel(
      panelValues({ midrail: 'none', midrail_center: 1000 }),
      1,
      item(),
      CATALOGUE,
    );
    expect(rects(none, 'midrail')).toHaveLength(0);
  });

  it('takes the largest three-point measurement and labels the heights when they differ', () => {
    const panel = wholesaleDiagramPanel(
      panelValues({
        height: null,
        width: null,
        height_l: 2100,
        height_m: 2104,
        height_r: 2098,
        width_t: 900,
        width_m: 900,
        width_b: 900,
      }),
      1,
      item(),
      CATALOGUE,
    );
    expect(panel).toMatchObject({ height: 2104, width: 900 });
    expect(panelDiagram(panel).dimensions.map((l) => l.label)).toEqual(
      expect.arrayContaining(['H1 2100', 'H2 2104', 'H3 2098']),
    );
  });

  it('puts the PetWay (size from its code) only in its panel, at its position', () => {
    const withPetway = item({
      item_data: { color: 5, petway_panel: 2, petway_position: 'L' },
      accessories: [{ accessory: 11 }, { accessory: 10 }],
      panels: [panelValues(), panelValues()],
    });
    const first = wholesaleDiagramPanel(withPetway.panels[0], 1, withPetway, CATALOGUE);
    const second = wholesaleDiagramPanel(withPetway.panels[1], 2, withPetway, CATALOGUE);
    expect(first.pet_way_size).toBeNull();
    expect(second).toMatchObject({ pet_way_size: 'M', pet_way_position: 'bottom-left' });
    expect(rects(second, 'petdoor')).toEqual([
      { kind: 'petdoor', x: 105, y: 2100 - 45 - 100 - 330, width: 250, height: 330 },
    ]);
  });

  it('puts rollers on a sliding panel and no lock on a panel without a lock side', () => {
    const panel = wholesaleDiagramPanel(
      panelValues({ hinges: null, swings: null, rollers: 4, lock_side: 3 }),
      1,
      item(),
      CATALOGUE,
    );
    expect(rects(panel, 'roller')).toHaveLength(4);
    expect(rects(panel, 'lock')).toHaveLength(0);
  });

  it('writes an SVG of every panel side by side in the item colour, titled by the item', () => {
    const svg = wholesaleItemSvg(
      item({ panels: [panelValues(), panelValues({ width: 600 })] }),
      CATALOGUE,
    )!;
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('<title>Item 3</title>');
    expect(svg.match(/data-panel="/g)).toHaveLength(2);
    expect(svg).toContain('Panel 2');
    expect(svg).toContain('fill="#336699"');
    expect(svg).toContain('>600</text>');
    expect(svg).not.toMatch(/<script|on[a-z]+=|href/i);
  });

  it('has no diagram while no panel has a size', () => {
    expect(
      wholesaleItemSvg(item({ panels: [panelValues({ height: null, width: null })] }), CATALOGUE),
    ).toBeNull();
  });

  it('escapes the title and ignores a colour that is not a hex colour', () => {
    const svg = panelsSvg([wholesaleDiagramPanel(panelValues(), 1, item(), CATALOGUE)], {
      title: '<script>alert(1)</script>',
      colour: 'red" onload="alert(1)',
    })!;
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;');
    expect(svg).not.toContain('onload');
    expect(svgDataUrl('<svg/>')).toBe('data:image/svg+xml;charset=utf-8,%3Csvg%2F%3E');
  });
});
