// The drawing of one panel as data: shapes and dimension lines in millimetres, y measured from
// the top (as in SVG and on the PDF after flipping). No DOM: the fabrication sheet, its PDF, the
// wholesale item card and the API (which stores each wholesale item's diagram) draw the same
// geometry, and tests check it directly (ADR 156).
import { dimensionLines } from './dimensions';
import {
  DIAGONAL_TOLERANCE_MM,
  DRAWING,
  PET_DOOR_SIZES,
  finite,
  type DiagramPanel,
  type DimensionLine,
  type LineShape,
  type PanelDiagram,
  type RectShape,
  type Shape,
} from './model';

export {
  DIAGONAL_TOLERANCE_MM,
  DRAWING,
  PET_DOOR_SIZES,
  type DiagramPanel,
  type DimensionLine,
  type LineShape,
  type PanelDiagram,
  type Point,
  type RectKind,
  type RectShape,
  type Shape,
} from './model';

interface Span {
  start: number;
  end: number;
}

/** Openings along one axis, split at the midrails that lie inside the frame. */
function openings(length: number, centres: number[]): Span[] {
  const { frameMm, midrailMm } = DRAWING;
  const spans: Span[] = [];
  let start = frameMm;
  for (const centre of [...centres].sort((a, b) => a - b)) {
    spans.push({ start, end: centre - midrailMm / 2 });
    start = centre + midrailMm / 2;
  }
  spans.push({ start, end: length - frameMm });
  return spans.filter((span) => span.end > span.start);
}

function midrailCentres(panel: DiagramPanel, warnings: string[]) {
  const { frameMm, midrailMm } = DRAWING;
  const inside = (value: number, length: number) =>
    value - midrailMm / 2 > frameMm && value + midrailMm / 2 < length - frameMm;
  const fromBottom: number[] = [];
  const fromLeft: number[] = [];
  for (const midrail of panel.midrails ?? []) {
    if (finite(midrail.from_bottom)) {
      if (inside(midrail.from_bottom, panel.height)) fromBottom.push(midrail.from_bottom);
      else
        warnings.push(`Midrail at ${midrail.from_bottom} mm from the bottom is outside the panel`);
    }
    if (finite(midrail.from_left)) {
      if (inside(midrail.from_left, panel.width)) fromLeft.push(midrail.from_left);
      else warnings.push(`Midrail at ${midrail.from_left} mm from the left is outside the panel`);
    }
  }
  return { fromBottom, fromLeft };
}

function frameShapes(width: number, height: number): RectShape[] {
  const f = DRAWING.frameMm;
  return [
    { kind: 'frame', x: 0, y: 0, width, height },
    { kind: 'opening', x: f, y: f, width: width - 2 * f, height: height - 2 * f },
  ];
}

function midrailShapes(
  width: number,
  height: number,
  centres: { fromBottom: number[]; fromLeft: number[] },
) {
  const { frameMm: f, midrailMm: m } = DRAWING;
  return [
    ...centres.fromBottom.map((c): RectShape => ({
      kind: 'midrail',
      x: f,
      y: height - c - m / 2,
      width: width - 2 * f,
      height: m,
    })),
    ...centres.fromLeft.map((c): RectShape => ({
      kind: 'midrail',
      x: c - m / 2,
      y: f,
      width: m,
      height: height - 2 * f,
    })),
  ];
}

/** Infill rectangles (one per opening) and the hatch lines showing the mesh direction. */
function infillShapes(panel: DiagramPanel, centres: { fromBottom: number[]; fromLeft: number[] }) {
  const rows = openings(
    panel.height,
    centres.fromBottom.map((c) => panel.height - c),
  );
  const columns = openings(panel.width, centres.fromLeft);
  const shapes: Shape[] = [];
  for (const row of rows) {
    for (const column of columns) {
      const rect: RectShape = {
        kind: 'infill',
        x: column.start,
        y: row.start,
        width: column.end - column.start,
        height: row.end - row.start,
      };
      shapes.push(rect, ...hatch(rect, panel.mesh_direction_name));
    }
  }
  return shapes;
}

function hatch(rect: RectShape, direction: string): LineShape[] {
  const lines: LineShape[] = [];
  const step = DRAWING.hatchSpacing;
  if (direction === 'Vertical') {
    for (let x = rect.x + step; x < rect.x + rect.width; x += step) {
      lines.push({ kind: 'hatch', x1: x, y1: rect.y, x2: x, y2: rect.y + rect.height });
    }
  } else if (direction === 'Horizontal') {
    for (let y = rect.y + step; y < rect.y + rect.height; y += step) {
      lines.push({ kind: 'hatch', x1: rect.x, y1: y, x2: rect.x + rect.width, y2: y });
    }
  }
  return lines;
}

/** Centres of `count` items along a stile: 150 mm from each end, the rest evenly between. */
export function evenlySpaced(count: number, length: number, fromEnd: number): number[] {
  if (count <= 0) return [];
  if (count === 1) return [length / 2];
  const first = fromEnd;
  const last = length - fromEnd;
  return Array.from(
    { length: count },
    (_, index) => first + ((last - first) * index) / (count - 1),
  );
}

function hardwareShapes(panel: DiagramPanel, warnings: string[]): RectShape[] {
  const { frameMm: f, lock, hinge, roller } = DRAWING;
  const shapes: RectShape[] = [];
  const stileX = (right: boolean, itemWidth: number) =>
    right ? panel.width - f / 2 - itemWidth / 2 : f / 2 - itemWidth / 2;
  if (finite(panel.lock_from_bottom)) {
    if (panel.lock_from_bottom <= 0 || panel.lock_from_bottom >= panel.height) {
      warnings.push(`Lock at ${panel.lock_from_bottom} mm from the bottom is outside the panel`);
    } else {
      shapes.push({
        kind: 'lock',
        x: stileX(panel.lock_is_right, lock.width),
        y: panel.height - panel.lock_from_bottom - lock.height / 2,
        width: lock.width,
        height: lock.height,
      });
    }
  }
  for (const centre of evenlySpaced(panel.hinges_required ?? 0, panel.height, hinge.fromEnd)) {
    shapes.push({
      kind: 'hinge',
      x: stileX(!panel.lock_is_right, hinge.width),
      y: centre - hinge.height / 2,
      width: hinge.width,
      height: hinge.height,
    });
  }
  if (!panel.swing && (panel.rollers_required ?? 0) > 0) {
    const bottom = Math.ceil(panel.rollers_required / 2);
    const xs = (count: number) => evenlySpaced(count, panel.width, f + roller.width);
    for (const x of xs(bottom)) {
      shapes.push({
        kind: 'roller',
        x: x - roller.width / 2,
        y: panel.height - roller.height,
        ...roller,
      });
    }
    for (const x of xs(panel.rollers_required - bottom)) {
      shapes.push({ kind: 'roller', x: x - roller.width / 2, y: 0, ...roller });
    }
  }
  return shapes;
}

function petDoorShape(panel: DiagramPanel, warnings: string[]): RectShape[] {
  if (!panel.pet_way_size) return [];
  const size = PET_DOOR_SIZES[panel.pet_way_size];
  if (!size) {
    warnings.push(`Unknown pet door size '${panel.pet_way_size}'`);
    return [];
  }
  const f = DRAWING.frameMm;
  if (size.width > panel.width - 2 * f) {
    warnings.push(`Pet door (${size.width} mm) is wider than the panel's opening`);
    return [];
  }
  const position = panel.pet_way_position ?? 'bottom-centre';
  const x =
    position === 'bottom-left'
      ? f + 60
      : position === 'bottom-right'
        ? panel.width - f - 60 - size.width
        : (panel.width - size.width) / 2;
  const y = panel.height - f - DRAWING.petDoorAboveBottom - size.height;
  return [{ kind: 'petdoor', x, y, ...size }];
}

function squareness(panel: DiagramPanel, warnings: string[]): boolean {
  const { diagonal_measurement_left: left, diagonal_measurement_right: right } = panel;
  if (finite(left) && finite(right) && Math.abs(left - right) > DIAGONAL_TOLERANCE_MM) {
    warnings.push(`Out of square: diagonals differ by ${Math.abs(left - right)} mm`);
    return true;
  }
  if (panel.out_of_square) {
    warnings.push('Out of square (marked by the measurer)');
    return true;
  }
  return false;
}

function boundsOf(shapes: Shape[], dimensions: DimensionLine[]) {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const shape of shapes) {
    if (shape.kind === 'hatch') continue;
    xs.push(shape.x, shape.x + shape.width);
    ys.push(shape.y, shape.y + shape.height);
  }
  for (const line of dimensions) {
    xs.push(line.from.x, line.to.x);
    ys.push(line.from.y, line.to.y);
  }
  return {
    minX: Math.min(...xs),
    minY: Math.min(...ys),
    maxX: Math.max(...xs),
    maxY: Math.max(...ys),
  };
}

/** The panel's diagram; impossible inputs give warnings, never an exception. */
export function panelDiagram(panel: DiagramPanel): PanelDiagram {
  const warnings: string[] = [];
  if (!(panel.width > 2 * DRAWING.frameMm) || !(panel.height > 2 * DRAWING.frameMm)) {
    warnings.push(`The panel size ${panel.height} × ${panel.width} mm cannot be drawn`);
    return {
      bounds: { minX: 0, minY: 0, maxX: 1, maxY: 1 },
      shapes: [],
      dimensions: [],
      warnings,
      outOfSquare: false,
    };
  }
  const centres = midrailCentres(panel, warnings);
  const shapes: Shape[] = [
    ...frameShapes(panel.width, panel.height),
    ...infillShapes(panel, centres),
    ...midrailShapes(panel.width, panel.height, centres),
    ...petDoorShape(panel, warnings),
    ...hardwareShapes(panel, warnings),
  ];
  const dimensions = dimensionLines(panel, centres);
  const outOfSquare = squareness(panel, warnings);
  return { bounds: boundsOf(shapes, dimensions), shapes, dimensions, warnings, outOfSquare };
}
