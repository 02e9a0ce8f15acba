// The drawing's model: what it reads of a panel, the shapes and dimension lines it gives, and
// the sizes it draws with (ADR 156). geometry.ts draws, dimensions.ts measures.
import type { FabricationPanel } from '../contracts/fabrication';

/** What the drawing reads of a panel: a fabrication panel, or a wholesale panel converted. */
export type DiagramPanel = Pick<
  FabricationPanel,
  | 'height'
  | 'width'
  | 'height1'
  | 'height2'
  | 'height3'
  | 'width1'
  | 'width2'
  | 'width3'
  | 'lock_is_right'
  | 'lock_from_bottom'
  | 'pet_way_size'
  | 'pet_way_position'
  | 'hinges_required'
  | 'rollers_required'
  | 'swing'
  | 'mesh_direction_name'
  | 'out_of_square'
  | 'midrails'
  | 'diagonal_measurement_left'
  | 'diagonal_measurement_right'
>;

/** Diagonals may differ by this much before the opening counts as out of square (spec §9). */
export const DIAGONAL_TOLERANCE_MM = 6;

/** PetWay pet door cut-outs (width × height, mm) by size code. */
export const PET_DOOR_SIZES: Record<string, { width: number; height: number }> = {
  S: { width: 190, height: 240 },
  M: { width: 250, height: 330 },
  L: { width: 350, height: 450 },
};

export const DRAWING = {
  frameMm: 45,
  midrailMm: 45,
  lock: { width: 30, height: 160 },
  hinge: { width: 14, height: 100, fromEnd: 150 },
  roller: { width: 60, height: 20 },
  petDoorAboveBottom: 100,
  hatchSpacing: 120,
  dimensionGap: 70,
} as const;

export type RectKind =
  'frame' | 'opening' | 'infill' | 'midrail' | 'lock' | 'hinge' | 'roller' | 'petdoor';

export interface RectShape {
  kind: RectKind;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LineShape {
  kind: 'hatch';
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export type Shape = RectShape | LineShape;

export interface Point {
  x: number;
  y: number;
}

export interface DimensionLine {
  from: Point;
  to: Point;
  label: string;
  orientation: 'horizontal' | 'vertical' | 'diagonal';
}

export interface PanelDiagram {
  /** The drawing's extent including dimension lines, in mm (minX/minY may be negative). */
  bounds: { minX: number; minY: number; maxX: number; maxY: number };
  shapes: Shape[];
  dimensions: DimensionLine[];
  warnings: string[];
  outOfSquare: boolean;
}

/** A number the measurer entered (not null, not NaN). */
export const finite = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);
