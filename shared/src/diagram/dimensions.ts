// The dimension lines of a panel's drawing: overall sizes, the measured sizes when they differ,
// the lock and midrail heights, and the diagonals (ADR 156).
import { DRAWING, finite, type DiagramPanel, type DimensionLine } from './model';

const horizontal = (y: number, x1: number, x2: number, label: string): DimensionLine => ({
  from: { x: x1, y },
  to: { x: x2, y },
  label,
  orientation: 'horizontal',
});
const vertical = (x: number, y1: number, y2: number, label: string): DimensionLine => ({
  from: { x, y: y1 },
  to: { x, y: y2 },
  label,
  orientation: 'vertical',
});

/** The measured sizes at three points, when they differ (a frame not quite true). */
function measuredSizes(panel: DiagramPanel): DimensionLine[] {
  const gap = DRAWING.dimensionGap;
  const lines: DimensionLine[] = [];
  const heights = [panel.height1, panel.height2, panel.height3];
  if (heights.filter(finite).length > 1 && new Set(heights.filter(finite)).size > 1) {
    heights.forEach((value, index) => {
      if (finite(value)) {
        lines.push(vertical(panel.width + gap * (index + 1), 0, value, `H${index + 1} ${value}`));
      }
    });
  }
  const widths = [panel.width1, panel.width2, panel.width3];
  if (widths.filter(finite).length > 1 && new Set(widths.filter(finite)).size > 1) {
    widths.forEach((value, index) => {
      if (finite(value)) {
        lines.push(
          horizontal(panel.height + gap * (index + 1), 0, value, `W${index + 1} ${value}`),
        );
      }
    });
  }
  return lines;
}

/** Every dimension line of the panel, outside the frame or across it. */
export function dimensionLines(
  panel: DiagramPanel,
  centres: { fromBottom: number[]; fromLeft: number[] },
) {
  const gap = DRAWING.dimensionGap;
  const { width, height } = panel;
  const lines: DimensionLine[] = [
    horizontal(-gap, 0, width, String(width)),
    vertical(-gap, 0, height, String(height)),
    ...measuredSizes(panel),
  ];
  if (
    finite(panel.lock_from_bottom) &&
    panel.lock_from_bottom > 0 &&
    panel.lock_from_bottom < height
  ) {
    const x = panel.lock_is_right ? width - DRAWING.frameMm - 40 : DRAWING.frameMm + 40;
    lines.push(
      vertical(x, height - panel.lock_from_bottom, height, `Lock ${panel.lock_from_bottom}`),
    );
  }
  for (const c of centres.fromBottom)
    lines.push(vertical(width / 2, height - c, height, `Midrail ${c}`));
  for (const c of centres.fromLeft) lines.push(horizontal(height / 2, 0, c, `Midrail ${c}`));
  if (finite(panel.diagonal_measurement_left)) {
    lines.push({
      from: { x: 0, y: height },
      to: { x: width, y: 0 },
      label: `D1 ${panel.diagonal_measurement_left}`,
      orientation: 'diagonal',
    });
  }
  if (finite(panel.diagonal_measurement_right)) {
    lines.push({
      from: { x: 0, y: 0 },
      to: { x: width, y: height },
      label: `D2 ${panel.diagonal_measurement_right}`,
      orientation: 'diagonal',
    });
  }
  return lines;
}
