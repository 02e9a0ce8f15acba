/**
 * The measurement tool's drawing (spec §9): the canvas size from the window, the opening's
 * elements and where each place's line is drawn. Pure: no DOM, no React.
 */
import { LOCK_BOTTOM_LINE, LOCK_TOP_LINE, type MeasurementLocation } from './measurementPlaces';
import type { MeasurementData, MeasurementLineOption, MeasurementLock } from './measurementValue';

/** Spec §9. */
export const DEFAULT_SIZE = 500;
export const PADDING = 42;
export const MIN_SIZE = 400;
export const MAX_HEIGHT = 800;
export const WINDOW_HEIGHT_SHARE = 0.6;
export const WINDOW_HEIGHT_SHARE_LANDSCAPE_MOBILE = 1.2;

export interface Viewport {
  width: number;
  height: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CanvasGeometry {
  /** Drawing size in px, padding included. */
  width: number;
  height: number;
  /** The whole opening, inside the padding. */
  frame: Rect;
  /** Opening size in its own units after the fallback. */
  size: { width: number; height: number };
}

const positiveOr = (value: number, fallback: number) => (value > 0 ? value : fallback);

/** A phone held sideways: landscape and short. */
export function isLandscapeMobile(viewport: Viewport): boolean {
  return viewport.width > viewport.height && viewport.height <= 500;
}

/**
 * The drawing's height (spec §9): 60% of the window (120% for a landscape phone, which scrolls),
 * at most 800 and at least 400; 500 when the window size is unknown.
 */
export function canvasHeight(viewport: Viewport | null): number {
  if (!viewport || viewport.height <= 0) return DEFAULT_SIZE;
  const share = isLandscapeMobile(viewport)
    ? WINDOW_HEIGHT_SHARE_LANDSCAPE_MOBILE
    : WINDOW_HEIGHT_SHARE;
  return Math.min(MAX_HEIGHT, Math.max(MIN_SIZE, viewport.height * share));
}

/** The drawing of an opening: its height from the window, its width from the opening's ratio. */
export function canvasGeometry(data: MeasurementData, viewport: Viewport | null): CanvasGeometry {
  const size = {
    width: positiveOr(data.width, DEFAULT_SIZE),
    height: positiveOr(data.height, DEFAULT_SIZE),
  };
  const height = canvasHeight(viewport);
  const frameHeight = height - 2 * PADDING;
  const frameWidth = (frameHeight * size.width) / size.height;
  const width = Math.max(MIN_SIZE, frameWidth + 2 * PADDING);
  const frame = { x: (width - frameWidth) / 2, y: PADDING, width: frameWidth, height: frameHeight };
  return { width, height, frame, size };
}

/** Element `panel` of the opening; the global panel is the whole frame. */
export function panelRect(frame: Rect, data: MeasurementData, panel: number): Rect {
  if (panel < 0 || data.element_count <= 1) return frame;
  const share = 1 / data.element_count;
  const index = Math.min(panel, data.element_count - 1);
  return data.element_split_vertical
    ? { ...frame, x: frame.x + frame.width * share * index, width: frame.width * share }
    : { ...frame, y: frame.y + frame.height * share * index, height: frame.height * share };
}

export interface Segment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  /** Where the label sits. */
  labelX: number;
  labelY: number;
}

const along = (from: number, length: number, pct: number) => from + (length * pct) / 100;
const between = (a: number, b: number, pct: number) => a + ((b - a) * pct) / 100;

/** A line option inside its panel: horizontal lines at position_pct from the top, vertical from the left. */
export function lineSegment(line: MeasurementLineOption, rect: Rect): Segment {
  const endPct = line.diagonal_position ?? line.position_pct;
  const segment = line.is_horizontal
    ? {
        x1: rect.x,
        y1: along(rect.y, rect.height, line.position_pct),
        x2: rect.x + rect.width,
        y2: along(rect.y, rect.height, endPct),
      }
    : {
        x1: along(rect.x, rect.width, line.position_pct),
        y1: rect.y,
        x2: along(rect.x, rect.width, endPct),
        y2: rect.y + rect.height,
      };
  const labelPct = line.text_position ?? 50;
  return {
    ...segment,
    labelX: between(segment.x1, segment.x2, labelPct),
    labelY: between(segment.y1, segment.y2, labelPct),
  };
}

/** Lock top and bottom run from the panel's edge to its middle on the lock side; the tongue crosses the middle. */
export function fixedSegment(lineId: number, rect: Rect, lock: MeasurementLock | null): Segment {
  const lockX = lock?.lock_on_right ? rect.x + rect.width * 0.9 : rect.x + rect.width * 0.1;
  const middleY = rect.y + rect.height / 2;
  const vertical = (y1: number, y2: number): Segment => ({
    x1: lockX,
    y1,
    x2: lockX,
    y2,
    labelX: lockX,
    labelY: (y1 + y2) / 2,
  });
  if (lineId === LOCK_TOP_LINE) return vertical(rect.y, middleY);
  if (lineId === LOCK_BOTTOM_LINE) return vertical(middleY, rect.y + rect.height);
  return {
    x1: rect.x,
    y1: middleY,
    x2: rect.x + rect.width,
    y2: middleY,
    labelX: rect.x + rect.width / 2,
    labelY: middleY,
  };
}

/** Where a location is drawn. */
export function locationSegment(
  location: MeasurementLocation,
  frame: Rect,
  data: MeasurementData,
): Segment {
  const rect = panelRect(frame, data, location.panel);
  return location.line
    ? lineSegment(location.line, rect)
    : fixedSegment(location.lineId, rect, data.lock);
}

/** A label drawn along its line: at (x, y), turned by `angle` degrees about that point. */
export interface LabelPlacement {
  x: number;
  y: number;
  angle: number;
  /** Baseline offset from the line (before turning): above it, or below when above is the frame. */
  offset: number;
}

/** How close (px) to the frame's left edge a vertical line puts its label on its other side. */
const EDGE_ROOM = 20;

/**
 * Where a line's label is drawn, as on a dimensioned drawing: along the line, reading left to
 * right or bottom to top, so the labels of side-by-side vertical lines (height, leaf heights,
 * lock) do not run into each other across the drawing.
 */
export function labelPlacement(segment: Segment, frame?: Rect): LabelPlacement {
  let angle = (Math.atan2(segment.y2 - segment.y1, segment.x2 - segment.x1) * 180) / Math.PI;
  if (angle >= 90) angle -= 180;
  if (angle < -90) angle += 180;
  // A vertical line hugging the frame's left edge (the height) keeps its label off the frame.
  const hugsEdge = angle === -90 && frame !== undefined && segment.labelX - frame.x < EDGE_ROOM;
  return {
    x: segment.labelX,
    y: segment.labelY,
    angle: angle === 0 ? 0 : angle,
    offset: hugsEdge ? 16 : -6,
  };
}
