import {
  canvasGeometry,
  canvasHeight,
  labelPlacement,
  lineSegment,
  locationSegment,
  panelRect,
} from './measurementGeometry';
import { buildLocations } from './measurementPlaces';
import { data, line } from './measurementTestData';

describe('geometry', () => {
  it('sizes the drawing from the window: 60%, clamped to 400–800, 120% on a landscape phone, 500 unknown', () => {
    expect(canvasHeight({ width: 1024, height: 1000 })).toBe(600);
    expect(canvasHeight({ width: 1024, height: 600 })).toBe(400);
    expect(canvasHeight({ width: 2560, height: 1600 })).toBe(800);
    expect(canvasHeight({ width: 800, height: 390 })).toBeCloseTo(468);
    expect(canvasHeight({ width: 390, height: 844 })).toBeCloseTo(506.4);
    expect(canvasHeight(null)).toBe(500);
    expect(canvasHeight({ width: 0, height: 0 })).toBe(500);
  });

  it('draws the opening with its ratio inside 42 px of padding, at least 400 wide', () => {
    const tall = canvasGeometry(data({ height: 2000, width: 1000 }), { width: 1024, height: 1000 });
    expect(tall.height).toBe(600);
    expect(tall.frame).toEqual({ x: (400 - 258) / 2, y: 42, width: 258, height: 516 });
    expect(tall.width).toBe(400);
    const wide = canvasGeometry(data({ height: 1000, width: 3000 }), { width: 1024, height: 1000 });
    expect(wide.frame.width).toBe(1548);
    expect(wide.width).toBe(1548 + 84);
    expect(wide.frame.x).toBe(42);
  });

  it('falls back to 500 for a non-positive height or width', () => {
    const geometry = canvasGeometry(data({ height: 0, width: -3 }), null);
    expect(geometry.size).toEqual({ width: 500, height: 500 });
    expect(geometry.height).toBe(500);
    expect(geometry.frame.width).toBe(500 - 84);
    expect(canvasGeometry(data({ height: -1, width: 250 }), null).size).toEqual({
      width: 250,
      height: 500,
    });
  });

  it('splits elements side by side or stacked, and places lines from position_pct', () => {
    const frame = { x: 0, y: 0, width: 300, height: 600 };
    expect(panelRect(frame, data({ element_count: 3, element_split_vertical: true }), 1)).toEqual({
      x: 100,
      y: 0,
      width: 100,
      height: 600,
    });
    expect(panelRect(frame, data({ element_count: 2, element_split_vertical: false }), 1)).toEqual({
      x: 0,
      y: 300,
      width: 300,
      height: 300,
    });
    expect(panelRect(frame, data({ element_count: 2 }), -1)).toBe(frame);
    expect(lineSegment(line(1, 0, { position_pct: 25 }), frame)).toEqual({
      x1: 0,
      y1: 150,
      x2: 300,
      y2: 150,
      labelX: 150,
      labelY: 150,
    });
    expect(
      lineSegment(
        line(1, 0, {
          is_horizontal: false,
          position_pct: 10,
          diagonal_position: 90,
          text_position: 0,
        }),
        frame,
      ),
    ).toEqual({ x1: 30, y1: 0, x2: 270, y2: 600, labelX: 30, labelY: 0 });
  });

  it('draws lock top and bottom on the lock side of the lock panel', () => {
    const frame = { x: 0, y: 0, width: 200, height: 400 };
    const d = data({ element_count: 2, lock: { panel_id: 1, lock_on_right: true } });
    const [top, bottom] = buildLocations([], d);
    expect(locationSegment(top, frame, d)).toMatchObject({ x1: 190, y1: 0, x2: 190, y2: 200 });
    expect(locationSegment(bottom, frame, d)).toMatchObject({ x1: 190, y1: 200, y2: 400 });
  });
});

describe('labels', () => {
  /** The box a label's text covers, 14 px type, about 0.6 em a character (as drawn: 6 px off its line). */
  const box = (name: string, at: ReturnType<typeof labelPlacement>) => {
    const length = name.length * 14 * 0.6;
    // The text's baseline is `offset` from its line, the text 14 px on the far side of it.
    const [near, far] = [at.offset - 14, at.offset];
    if (at.angle === 0)
      return {
        left: at.x - length / 2,
        right: at.x + length / 2,
        top: at.y + near,
        bottom: at.y + far,
      };
    return {
      left: at.x + near,
      right: at.x + far,
      top: at.y - length / 2,
      bottom: at.y + length / 2,
    };
  };
  const overlap = (a: ReturnType<typeof box>, b: ReturnType<typeof box>) =>
    a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

  it('reads along each line: level on horizontal lines, bottom to top on vertical ones, along a diagonal', () => {
    const rect = { x: 0, y: 0, width: 100, height: 200 };
    expect(labelPlacement(lineSegment(line(1, 1), rect)).angle).toBe(0);
    expect(labelPlacement(lineSegment(line(2, 2, { is_horizontal: false }), rect)).angle).toBe(-90);
    const diagonal = line(3, 3, { position_pct: 0, diagonal_position: 100 });
    expect(labelPlacement(lineSegment(diagonal, rect)).angle).toBeCloseTo(63.43, 1);
  });

  it("keeps the two-leaf door's labels apart (height, leaf heights, lock and tongue no longer run together)", () => {
    const lines = [
      line(1, 1, { name: 'Width', position_pct: 8 }),
      line(2, 2, { name: 'Height', is_horizontal: false, position_pct: 4 }),
      line(4, 4, { name: 'Leaf width', position_pct: 92, per_element_if: 'verticalSplit' }),
      line(5, 5, { name: 'Leaf height', is_horizontal: false, per_element_if: true }),
    ];
    const door = data({
      height: 2040,
      width: 1640,
      element_count: 2,
      center_of_tongue: true,
      lock: { panel_id: 1, lock_on_right: false },
    });
    const geometry = canvasGeometry(door, { width: 1440, height: 900 });
    const boxes = buildLocations(lines, door).map((location) => ({
      name: location.name,
      box: box(
        location.name,
        labelPlacement(locationSegment(location, geometry.frame, door), geometry.frame),
      ),
    }));
    // No label runs over the frame's left edge either.
    for (const { name, box: drawn } of boxes)
      expect([name, drawn.left >= geometry.frame.x]).toEqual([name, true]);
    const clashes = boxes.flatMap((a, i) =>
      boxes.slice(i + 1).flatMap((b) => (overlap(a.box, b.box) ? [`${a.name} / ${b.name}`] : [])),
    );
    expect(clashes).toEqual([]);
  });
});
