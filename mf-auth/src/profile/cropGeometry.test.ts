import {
  clampView,
  coverScale,
  cropRect,
  initialView,
  outputSide,
  panBy,
  PROFILE_PICTURE_MAX_SIDE,
  STENCIL_SIZE,
  zoomOf,
  zoomTo,
} from './cropGeometry';

const landscape = { width: 1120, height: 560 };

describe('crop geometry', () => {
  it('uses a 280 px stencil', () => {
    expect(STENCIL_SIZE).toBe(280);
  });

  it('starts with the image covering the stencil, centred', () => {
    const view = initialView(landscape);
    expect(view.scale).toBe(0.5);
    expect(view.offsetY).toBe(0);
    expect(view.offsetX).toBe((280 - 560) / 2);
    expect(cropRect(view)).toEqual({ x: 280, y: 0, size: 560 });
  });

  it('never lets an empty band show inside the stencil when panning', () => {
    const view = initialView(landscape);
    expect(panBy(view, 1000, 1000, landscape)).toEqual({ scale: 0.5, offsetX: 0, offsetY: 0 });
    expect(panBy(view, -1000, 0, landscape).offsetX).toBe(280 - 560);
  });

  it('zooms around the stencil centre and keeps the zoom between 1 and 4', () => {
    const view = zoomTo(initialView(landscape), 2, landscape);
    expect(zoomOf(view, landscape)).toBeCloseTo(2);
    const rect = cropRect(view);
    expect(rect.size).toBe(280);
    expect(rect.x + rect.size / 2).toBeCloseTo(560);
    expect(zoomOf(zoomTo(view, 10, landscape), landscape)).toBeCloseTo(4);
    expect(zoomOf(zoomTo(view, 0.2, landscape), landscape)).toBeCloseTo(1);
  });

  it('shrinks the output to the maximum side, and never enlarges a small crop', () => {
    expect(outputSide({ x: 0, y: 0, size: 3000 })).toBe(PROFILE_PICTURE_MAX_SIDE);
    expect(outputSide({ x: 0, y: 0, size: 300.4 })).toBe(300);
  });

  it('computes the cover scale for portrait images too', () => {
    expect(coverScale({ width: 140, height: 700 })).toBe(2);
    const view = clampView({ scale: 2, offsetX: 50, offsetY: 50 }, { width: 140, height: 700 });
    expect(view).toEqual({ scale: 2, offsetX: 0, offsetY: 0 });
  });
});
