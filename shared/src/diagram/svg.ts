// The panel geometry written out as one SVG document (a string, no DOM), so the browser and the
// API server draw the same picture. Everything in it is produced here from numbers: no text
// from outside reaches the document unescaped, and it holds no scripts, links or styles.
import {
  panelDiagram,
  type DiagramPanel,
  type DimensionLine,
  type RectShape,
  type Shape,
} from './geometry';

/** Space around each panel for its dimension lines, and between panels, in mm. */
const PADDING_MM = 120;
const PANEL_GAP_MM = 80;
/** Pixel height the drawing is made for (the spec's diagram canvas is 700). */
export const DIAGRAM_PIXEL_HEIGHT = 700;
const DEFAULT_COLOUR = '#1f1f1f';

export const DIAGRAM_FILLS: Record<RectShape['kind'], { fill: string; stroke?: string }> = {
  frame: { fill: 'currentColor' },
  opening: { fill: '#ffffff' },
  infill: { fill: '#f3f6f9', stroke: '#9aa5b1' },
  midrail: { fill: 'currentColor' },
  lock: { fill: '#d4380d', stroke: '#871400' },
  hinge: { fill: '#8c8c8c', stroke: '#434343' },
  roller: { fill: '#595959', stroke: '#262626' },
  petdoor: { fill: '#fff7e6', stroke: '#d46b08' },
};

export interface DiagramSvgOptions {
  /** The drawing's accessible title, e.g. "Item 3". */
  title: string;
  /** Frame colour as #rgb or #rrggbb; anything else draws the default. */
  colour?: string | null;
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]);
}

/** A coordinate with at most one decimal, keeping the document small. */
function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

function shapeSvg(shape: Shape, colour: string): string {
  if (shape.kind === 'hatch') {
    return `<line x1="${n(shape.x1)}" y1="${n(shape.y1)}" x2="${n(shape.x2)}" y2="${n(shape.y2)}" stroke="#c5ccd3" stroke-width="2"/>`;
  }
  const style = DIAGRAM_FILLS[shape.kind];
  const fill = style.fill === 'currentColor' ? colour : style.fill;
  const stroke = style.stroke ? ` stroke="${style.stroke}" stroke-width="3"` : '';
  return `<rect data-shape="${shape.kind}" x="${n(shape.x)}" y="${n(shape.y)}" width="${n(shape.width)}" height="${n(shape.height)}" fill="${fill}"${stroke}/>`;
}

function dimensionSvg(line: DimensionLine, fontSize: number): string {
  const midX = (line.from.x + line.to.x) / 2;
  const midY = (line.from.y + line.to.y) / 2;
  const colour = line.orientation === 'diagonal' ? '#722ed1' : '#1f1f1f';
  const dash = line.orientation === 'diagonal' ? ' stroke-dasharray="12 8"' : '';
  const rotate =
    line.orientation === 'vertical' ? ` transform="rotate(-90 ${n(midX)} ${n(midY)})"` : '';
  return (
    `<g data-dimension="${line.orientation}">` +
    `<line x1="${n(line.from.x)}" y1="${n(line.from.y)}" x2="${n(line.to.x)}" y2="${n(line.to.y)}" stroke="${colour}" stroke-width="2"${dash} marker-start="url(#arrow)" marker-end="url(#arrow)"/>` +
    `<text x="${n(midX)}" y="${n(midY - fontSize * 0.35)}" font-size="${n(fontSize)}" font-family="sans-serif" text-anchor="middle" fill="${colour}" stroke="#ffffff" stroke-width="${n(fontSize / 5)}" paint-order="stroke"${rotate}>${escapeXml(line.label)}</text>` +
    `</g>`
  );
}

/**
 * Panels drawn side by side, left to right, each with its dimension lines and a "Panel N"
 * caption when there is more than one. Returns null when no panel can be drawn (no size yet).
 */
export function panelsSvg(panels: DiagramPanel[], options: DiagramSvgOptions): string | null {
  const diagrams = panels.map((panel) => panelDiagram(panel));
  if (diagrams.every((diagram) => diagram.shapes.length === 0)) return null;
  const colour = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(options.colour ?? '')
    ? (options.colour as string)
    : DEFAULT_COLOUR;
  const minY = Math.min(...diagrams.map((d) => d.bounds.minY)) - PADDING_MM;
  const maxY = Math.max(...diagrams.map((d) => d.bounds.maxY)) + PADDING_MM * 2;
  const modelHeight = maxY - minY;
  const fontSize = (13 * modelHeight) / DIAGRAM_PIXEL_HEIGHT;
  let offset = 0;
  const groups: string[] = [];
  diagrams.forEach((diagram, index) => {
    const { minX, maxX } = diagram.bounds;
    const x = offset - minX + PADDING_MM;
    const caption =
      diagrams.length > 1
        ? `<text x="${n((minX + maxX) / 2)}" y="${n(maxY - PADDING_MM)}" font-size="${n(fontSize * 1.2)}" font-family="sans-serif" text-anchor="middle" fill="#1f1f1f">Panel ${index + 1}</text>`
        : '';
    groups.push(
      `<g data-panel="${index + 1}" transform="translate(${n(x)} 0)">` +
        diagram.shapes.map((shape) => shapeSvg(shape, colour)).join('') +
        diagram.dimensions.map((line) => dimensionSvg(line, fontSize)).join('') +
        caption +
        `</g>`,
    );
    offset += maxX - minX + 2 * PADDING_MM + PANEL_GAP_MM;
  });
  const modelWidth = offset - PANEL_GAP_MM;
  const pixelWidth = Math.round((DIAGRAM_PIXEL_HEIGHT * modelWidth) / modelHeight);
  const title = escapeXml(options.title);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${title}" width="${pixelWidth}" height="${DIAGRAM_PIXEL_HEIGHT}" viewBox="0 ${n(minY)} ${n(modelWidth)} ${n(modelHeight)}">` +
    `<title>${title}</title>` +
    `<defs><marker id="arrow" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse"><path d="M 0 0 L 10 5 L 0 10 z" fill="#1f1f1f"/></marker></defs>` +
    groups.join('') +
    `</svg>`
  );
}

/** The SVG as a data URL for an <img>, where a browser never runs anything inside it. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
