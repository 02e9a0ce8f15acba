import {
  boundedZoom,
  MAX_ZOOM,
  MIN_ZOOM,
  outputSide,
  PROFILE_PICTURE_MAX_SIDE,
  squareOf,
  STENCIL_SIZE,
} from './cropGeometry';

const landscape = { width: 900, height: 600 };

describe('crop geometry', () => {
  it('uses a 280 px stencil and zooms 1 to 4 times', () => {
    expect(STENCIL_SIZE).toBe(280);
    expect([MIN_ZOOM, MAX_ZOOM]).toEqual([1, 4]);
    expect(boundedZoom(10)).toBe(4);
    expect(boundedZoom(0.2)).toBe(1);
    expect(boundedZoom(Number.NaN)).toBe(1);
    expect(boundedZoom(2.5)).toBe(2.5);
  });

  it("takes the cropper's area as a square inside the image", () => {
    expect(squareOf({ x: 150, y: 0, width: 600, height: 600 }, landscape)).toEqual({
      x: 150,
      y: 0,
      size: 600,
    });
    // A rounding pixel off the edge, or a one-pixel-wider area, is pulled back inside.
    expect(squareOf({ x: 301, y: -1, width: 600, height: 601 }, landscape)).toEqual({
      x: 300,
      y: 0,
      size: 600,
    });
  });

  it('shrinks the output to the maximum side, and never enlarges a small crop', () => {
    expect(outputSide({ x: 0, y: 0, size: 3000 })).toBe(PROFILE_PICTURE_MAX_SIDE);
    expect(outputSide({ x: 0, y: 0, size: 600 })).toBe(512);
    expect(outputSide({ x: 0, y: 0, size: 300.4 })).toBe(300);
  });
});
