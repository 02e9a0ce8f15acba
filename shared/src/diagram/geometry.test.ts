import {
  DIAGONAL_TOLERANCE_MM,
  evenlySpaced,
  panelDiagram,
  type RectShape,
  type Shape,
} from './geometry';
import { fabricationPanel } from '../testing';

const rects = (shapes: Shape[], kind: RectShape['kind']) =>
  shapes.filter((shape): shape is RectShape => shape.kind === kind);
const centreY = (rect: RectShape) => rect.y + rect.height / 2;
const centreX = (rect: RectShape) => rect.x + rect.width / 2;

describe('panelDiagram', () => {
  it('puts the lock on the right stile when lock_is_right, at its height from the bottom', () => {
    const [lock] = rects(panelDiagram(fabricationPanel({ lock_is_right: true })).shapes, 'lock');
    expect(centreX(lock)).toBeGreaterThan(900 - 45);
    expect(centreY(lock)).toBe(2100 - 1050);
    const [left] = rects(panelDiagram(fabricationPanel({ lock_is_right: false })).shapes, 'lock');
    expect(centreX(left)).toBeLessThan(45);
  });

  it('hangs the hinges on the other stile, 150 mm from each end and evenly between', () => {
    const hinges = rects(panelDiagram(fabricationPanel({ hinges_required: 4 })).shapes, 'hinge');
    expect(hinges).toHaveLength(4);
    expect(hinges.every((hinge) => centreX(hinge) < 45)).toBe(true);
    expect(hinges.map(centreY)).toEqual([150, 750, 1350, 1950]);
    expect(evenlySpaced(1, 2100, 150)).toEqual([1050]);
  });

  it('draws a horizontal midrail at its offset from the bottom and splits the infill', () => {
    const diagram = panelDiagram(fabricationPanel({ midrails: [{ from_bottom: 1000 }] }));
    const [midrail] = rects(diagram.shapes, 'midrail');
    expect(centreY(midrail)).toBe(2100 - 1000);
    expect(midrail.width).toBe(900 - 90);
    const infills = rects(diagram.shapes, 'infill');
    expect(infills).toHaveLength(2);
    expect(infills[0].y + infills[0].height).toBe(1100 - 22.5);
    expect(infills[1].y).toBe(1100 + 22.5);
    expect(diagram.dimensions.map((line) => line.label)).toContain('Midrail 1000');
  });

  it('draws a vertical midrail at its offset from the left', () => {
    const diagram = panelDiagram(fabricationPanel({ midrails: [{ from_left: 400 }] }));
    const [midrail] = rects(diagram.shapes, 'midrail');
    expect(centreX(midrail)).toBe(400);
    expect(midrail.height).toBe(2100 - 90);
    expect(rects(diagram.shapes, 'infill')).toHaveLength(2);
  });

  it('warns about a midrail outside the panel instead of drawing it', () => {
    const diagram = panelDiagram(fabricationPanel({ midrails: [{ from_bottom: 2500 }] }));
    expect(rects(diagram.shapes, 'midrail')).toHaveLength(0);
    expect(diagram.warnings).toEqual(['Midrail at 2500 mm from the bottom is outside the panel']);
  });

  it('flags diagonals differing by more than 6 mm as out of square, and 6 mm exactly not', () => {
    expect(DIAGONAL_TOLERANCE_MM).toBe(6);
    const off = panelDiagram(
      fabricationPanel({ diagonal_measurement_left: 2280, diagonal_measurement_right: 2287 }),
    );
    expect(off.outOfSquare).toBe(true);
    expect(off.warnings).toEqual(['Out of square: diagonals differ by 7 mm']);
    const within = panelDiagram(
      fabricationPanel({ diagonal_measurement_left: 2280, diagonal_measurement_right: 2286 }),
    );
    expect(within.outOfSquare).toBe(false);
    expect(
      within.dimensions.filter((line) => line.orientation === 'diagonal').map((l) => l.label),
    ).toEqual(['D1 2280', 'D2 2286']);
  });

  it('places a pet door by size and position above the bottom rail', () => {
    const [pet] = rects(
      panelDiagram(fabricationPanel({ pet_way_size: 'M', pet_way_position: 'bottom-centre' }))
        .shapes,
      'petdoor',
    );
    expect(pet).toEqual({
      kind: 'petdoor',
      x: 325,
      y: 2100 - 45 - 100 - 330,
      width: 250,
      height: 330,
    });
    const [left] = rects(
      panelDiagram(fabricationPanel({ pet_way_size: 'S', pet_way_position: 'bottom-left' })).shapes,
      'petdoor',
    );
    expect(left.x).toBe(105);
  });

  it('hatches the mesh in its direction: vertical, horizontal, or not at all for Any', () => {
    const hatch = (direction: string) =>
      panelDiagram(fabricationPanel({ mesh_direction_name: direction })).shapes.filter(
        (s) => s.kind === 'hatch',
      );
    const vertical = hatch('Vertical');
    expect(vertical.length).toBeGreaterThan(0);
    expect(vertical.every((line) => line.kind === 'hatch' && line.x1 === line.x2)).toBe(true);
    expect(hatch('Horizontal').every((line) => line.kind === 'hatch' && line.y1 === line.y2)).toBe(
      true,
    );
    expect(hatch('Any')).toEqual([]);
  });

  it('lists the three measured heights when they differ, and puts rollers on a sliding panel', () => {
    const diagram = panelDiagram(
      fabricationPanel({
        height1: 2100,
        height2: 2098,
        height3: 2101,
        swing: null,
        hinges_required: 0,
        rollers_required: 4,
      }),
    );
    expect(diagram.dimensions.map((line) => line.label)).toEqual(
      expect.arrayContaining(['H1 2100', 'H2 2098', 'H3 2101', '900', '2100']),
    );
    expect(rects(diagram.shapes, 'roller')).toHaveLength(4);
    expect(rects(diagram.shapes, 'hinge')).toHaveLength(0);
  });

  it('answers a size it cannot draw with a warning', () => {
    expect(panelDiagram(fabricationPanel({ width: 0 })).warnings).toEqual([
      'The panel size 2100 × 0 mm cannot be drawn',
    ]);
  });
});
