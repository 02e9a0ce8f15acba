// The shell's favicon (issue 35): /favicon.ico (which browsers and crawlers ask for by name) and
// /favicon.svg, drawn here from the brand colour so no binary file sits in the repository. The
// picture is a window screen: a rounded square in the primary colour with a white frame and mesh.
import { crc32, deflateSync } from 'node:zlib';

const SIZE = 32;

function hexToRgb(hex) {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Whether pixel (x, y) of the 32 × 32 picture is white (frame or mesh). */
function isWhite(x, y) {
  const inside = (lo, hi, v) => v >= lo && v <= hi;
  const frame =
    inside(7, 24, x) &&
    inside(7, 24, y) &&
    (inside(7, 8, x) || inside(23, 24, x) || inside(7, 8, y) || inside(23, 24, y));
  const mesh =
    inside(9, 22, x) && inside(9, 22, y) && (x === 15 || x === 16 || y === 15 || y === 16);
  return frame || mesh;
}

/** Whether pixel (x, y) lies in the rounded square (radius 6). */
function isInside(x, y) {
  const radius = 6;
  const cx = Math.min(Math.max(x + 0.5, radius), SIZE - radius);
  const cy = Math.min(Math.max(y + 0.5, radius), SIZE - radius);
  return (x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2 <= radius ** 2;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The picture as a 32 × 32 RGBA PNG. */
export function faviconPng(primary) {
  const [r, g, b] = hexToRgb(primary);
  const rows = [];
  for (let y = 0; y < SIZE; y += 1) {
    const row = Buffer.alloc(1 + SIZE * 4); // filter byte 0, then RGBA
    for (let x = 0; x < SIZE; x += 1) {
      const pixel = !isInside(x, y)
        ? [0, 0, 0, 0]
        : isWhite(x, y)
          ? [255, 255, 255, 255]
          : [r, g, b, 255];
      row.set(pixel, 1 + x * 4);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An .ico file holding the PNG (allowed since Windows Vista; every current browser reads it). */
export function faviconIco(primary) {
  const png = faviconPng(primary);
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(SIZE, 6);
  header.writeUInt8(SIZE, 7);
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // offset of the image
  return Buffer.concat([header, png]);
}

/** The same picture as SVG. */
export function faviconSvg(primary) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="${primary}"/><path d="M8 8h16v16H8z" fill="none" stroke="#fff" stroke-width="2"/><path d="M16 9v14M9 16h14" stroke="#fff" stroke-width="2"/></svg>`;
}

/** Webpack plugin: emits favicon.ico and favicon.svg beside index.html. */
export class FaviconPlugin {
  constructor(primary) {
    this.primary = primary;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('FaviconPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'FaviconPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          compilation.emitAsset('favicon.ico', new RawSource(faviconIco(this.primary)));
          compilation.emitAsset('favicon.svg', new RawSource(faviconSvg(this.primary)));
        },
      );
    });
  }
}
