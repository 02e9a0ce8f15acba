import type { FabricationPanel, MeshRow } from '@platform/shared/contracts';

/**
 * How a panel's mesh is cut: the frame's stiles and rails are 45 mm, a midrail 45 mm, and the
 * mesh laps 12 mm into the frame's channel on every side (docs/decisions/110).
 */
export const MESH_CUT = { frameMm: 45, midrailMm: 45, lapMm: 12 } as const;

interface Span {
  start: number;
  end: number;
}

/** The openings along one axis of `length`, split at midrail centres (out-of-range ones ignored). */
function openings(length: number, centres: number[]): Span[] {
  const { frameMm, midrailMm } = MESH_CUT;
  const cuts = centres
    .filter(
      (centre) => centre - midrailMm / 2 > frameMm && centre + midrailMm / 2 < length - frameMm,
    )
    .sort((a, b) => a - b);
  const spans: Span[] = [];
  let start = frameMm;
  for (const centre of cuts) {
    spans.push({ start, end: centre - midrailMm / 2 });
    start = centre + midrailMm / 2;
  }
  spans.push({ start, end: length - frameMm });
  return spans.filter((span) => span.end > span.start);
}

const size = (span: Span) => Math.round(span.end - span.start + 2 * MESH_CUT.lapMm);

const numbers = (values: Array<number | null | undefined>) =>
  values.filter((value): value is number => typeof value === 'number' && Number.isFinite(value));

function pieceName(row: number, rows: number, column: number, columns: number): string | null {
  const vertical = rows === 1 ? '' : rows === 2 ? ['Bottom', 'Top'][row] : `Row ${row + 1}`;
  const horizontal =
    columns === 1 ? '' : columns === 2 ? ['left', 'right'][column] : `column ${column + 1}`;
  const name = [vertical, horizontal].filter(Boolean).join(' ');
  return name === '' ? null : `${name.charAt(0).toUpperCase()}${name.slice(1)} infill`;
}

/** The mesh pieces of one panel: one per opening between the frame and its midrails. */
export function meshPieces(
  itemNumber: number,
  meshSize: string,
  panel: FabricationPanel,
): MeshRow[] {
  const rows = openings(panel.height, numbers(panel.midrails.map((m) => m.from_bottom)));
  const columns = openings(panel.width, numbers(panel.midrails.map((m) => m.from_left)));
  const pieces: MeshRow[] = [];
  rows.forEach((rowSpan, row) => {
    columns.forEach((columnSpan, column) => {
      pieces.push({
        item_number: itemNumber,
        panel_id: panel.id,
        height: String(size(rowSpan)),
        width: String(size(columnSpan)),
        mesh_size: meshSize,
        mesh_direction_name: panel.mesh_direction_name,
        notes: pieceName(row, rows.length, column, columns.length),
      });
    });
  });
  return pieces;
}
