import {
  APPLICATION_TYPE,
  MEASUREMENT_DIAGONAL,
  MEASUREMENT_REQUIRED,
  type LockSide,
  type PanelMode,
  type PanelValues,
  type RawOrderItem,
  type WholesaleApplication,
} from '@platform/shared/wholesale';
import type { Catalogue } from './catalogue';

/** Panel fields in the order the card shows them. */
export type PanelField = keyof PanelValues;

export const ONE_MODE_WIDTHS = ['width'] as const;
export const ONE_MODE_HEIGHTS = ['height'] as const;
export const THREE_MODE_WIDTHS = ['width_t', 'width_m', 'width_b'] as const;
export const THREE_MODE_HEIGHTS = ['height_l', 'height_m', 'height_r'] as const;

/** The measured values a panel-mode switch clears. */
export const MEASURED_FIELDS = [
  ...ONE_MODE_HEIGHTS,
  ...ONE_MODE_WIDTHS,
  ...THREE_MODE_WIDTHS,
  ...THREE_MODE_HEIGHTS,
  'diagonal_measurement_left',
  'diagonal_measurement_right',
] as const satisfies readonly PanelField[];

export function panelMode(item: RawOrderItem): PanelMode {
  return item.panels.is_three ? 'three' : 'one';
}

export function panelsOf(item: RawOrderItem): PanelValues[] {
  return item.panels.is_three ? item.panels.panel_three : item.panels.panel_one;
}

/** How many panels an item of this application has (at least one). */
export function panelCount(application: WholesaleApplication | undefined): number {
  return Math.max(1, application?.element_count ?? 1);
}

/** Two heights are taken at the left and right edges, two widths at the top and bottom. */
const TWO_HEIGHTS = ['height_l', 'height_r'] as const;
const TWO_WIDTHS = ['width_t', 'width_b'] as const;

/**
 * The measurements an application requires (spec §9, ADR 145): 1 none, 3 height and width,
 * 4 two heights and a width, 5 two heights and two widths, 7 width only. With three-point
 * measuring every required dimension is measured at three points.
 */
function measuredFields(
  application: WholesaleApplication | undefined,
  mode: PanelMode,
): readonly PanelField[] {
  const id = application?.measurement_required_id ?? MEASUREMENT_REQUIRED.HEIGHT_AND_WIDTH;
  const heights = mode === 'three' ? THREE_MODE_HEIGHTS : ONE_MODE_HEIGHTS;
  const widths = mode === 'three' ? THREE_MODE_WIDTHS : ONE_MODE_WIDTHS;
  switch (id) {
    case MEASUREMENT_REQUIRED.NONE:
      return [];
    case MEASUREMENT_REQUIRED.WIDTH_ONLY:
      return widths;
    case MEASUREMENT_REQUIRED.HEIGHT_X2_AND_WIDTH:
      return mode === 'three' ? [...heights, ...widths] : [...TWO_HEIGHTS, ...widths];
    case MEASUREMENT_REQUIRED.HEIGHT_X2_AND_WIDTH_X2:
      return mode === 'three' ? [...heights, ...widths] : [...TWO_HEIGHTS, ...TWO_WIDTHS];
    default:
      return [...heights, ...widths];
  }
}

/**
 * The panel fields a card shows (spec §5): the measurements its application requires; lock
 * height and side only for doors (type 1); hinges and swing only when the application has
 * hinges; rollers only with rollers; diagonals when the application requires them; the midrail
 * centre only with a midrail.
 */
export function visiblePanelFields(
  application: WholesaleApplication | undefined,
  mode: PanelMode,
  panel: PanelValues,
): PanelField[] {
  const fields: PanelField[] = [...measuredFields(application, mode)];
  if (application?.measurement_diagonal_id === MEASUREMENT_DIAGONAL.REQUIRED) {
    fields.push('diagonal_measurement_left', 'diagonal_measurement_right');
  }
  if (application?.type_id === APPLICATION_TYPE.DOOR) fields.push('lock_side', 'lock_height');
  if (application?.hinges) fields.push('hinges', 'swings');
  if (application?.rollers) fields.push('rollers');
  fields.push('midrail');
  if (panel.midrail !== 'none') fields.push('midrail_center');
  return fields;
}

/** Frame thickness shows when the application can be made in more than no thickness. */
export function showsFrameThickness(application: WholesaleApplication | undefined): boolean {
  return (application?.frame_thickness_ids.length ?? 0) > 0;
}

/** PetWay panel and position show once the item has a PetWay accessory. */
export function showsPetway(item: RawOrderItem, catalogue: Catalogue): boolean {
  return item.accessories.some((line) => catalogue.isPetway(line));
}

/**
 * Lock side options of one panel (ADR 073): punch-only applications offer only punch-only
 * sides; a single-panel application only LHS and RHS; on a multi-panel application every side
 * (including "no lock"), except that LHS is left to the first panel and RHS to the last, the
 * outer edges where a lock can strike the frame.
 */
export function lockSideOptions(
  application: WholesaleApplication | undefined,
  panelPosition: number,
  lockSides: LockSide[],
): LockSide[] {
  if (!application || application.type_id !== APPLICATION_TYPE.DOOR) return [];
  const count = panelCount(application);
  const kind = lockSides.filter(
    (side) => side.code === 'NONE' || side.punch_only === application.punch_only,
  );
  if (count === 1) return kind.filter((side) => side.code === 'LHS' || side.code === 'RHS');
  return kind.filter((side) => {
    if (side.code === 'LHS') return panelPosition === 1;
    if (side.code === 'RHS') return panelPosition === count;
    return true;
  });
}
