// A wholesale item's diagram (ADR 156): its panels converted to the drawing's panel, then drawn
// side by side. The browser shows it while the item is edited; the API draws the same one from
// the item's sizes on every save and stores it with the item.
import type { Midrail } from '../contracts/fabrication';
import {
  petwaySize,
  type AccessoryLine,
  type ItemData,
  type LockSide,
  type PanelValues,
  type PetwayPosition,
  type WholesaleAccessory,
  type WholesaleColour,
} from '../contracts/wholesale';
import type { DiagramPanel } from './geometry';
import { panelsSvg } from './svg';

/** The catalogue entries the drawing needs: lock sides, accessories (PetWays), colours. */
export interface WholesaleDiagramCatalogue {
  lock_sides: ReadonlyArray<Pick<LockSide, 'id' | 'code'>>;
  accessories: ReadonlyArray<Pick<WholesaleAccessory, 'id' | 'code' | 'is_petway'>>;
  colours: ReadonlyArray<Pick<WholesaleColour, 'id' | 'hex'>>;
}

/** What of an item the drawing reads: raw (sheet) and submitted items both have these. */
export interface WholesaleDiagramItem {
  item_number: number;
  item_data: Pick<ItemData, 'color' | 'petway_panel' | 'petway_position'>;
  panels: PanelValues[];
  accessories: ReadonlyArray<Pick<AccessoryLine, 'accessory'>>;
}

const PETWAY_PLACES: Record<PetwayPosition, string> = {
  L: 'bottom-left',
  M: 'bottom-centre',
  R: 'bottom-right',
};

const sized = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/** The largest of the measured values (three-point measuring), or null when none is. */
function largest(...values: Array<number | null | undefined>): number | null {
  const measured = values.filter(sized);
  return measured.length > 0 ? Math.max(...measured) : null;
}

function midrailsOf(panel: PanelValues): Midrail[] {
  if (!sized(panel.midrail_center)) return [];
  if (panel.midrail === 'horizontal') return [{ from_bottom: panel.midrail_center }];
  if (panel.midrail === 'vertical') return [{ from_left: panel.midrail_center }];
  return [];
}

/**
 * One wholesale panel as the drawing's panel: height and width (the largest of three-point
 * measurements), the three-point sizes, lock side and height, hinges or rollers, swing,
 * midrail, diagonals and the PetWay when this is the PetWay's panel.
 */
export function wholesaleDiagramPanel(
  panel: PanelValues,
  position: number,
  item: WholesaleDiagramItem,
  catalogue: WholesaleDiagramCatalogue,
): DiagramPanel {
  const lockCode = catalogue.lock_sides.find((side) => side.id === panel.lock_side)?.code;
  const hasLock = lockCode === 'LHS' || lockCode === 'RHS';
  const petwayLine = item.accessories.find(
    (line) => catalogue.accessories.find((a) => a.id === line.accessory)?.is_petway,
  );
  const petwayCode = petwayLine
    ? catalogue.accessories.find((a) => a.id === petwayLine.accessory)?.code
    : undefined;
  const petwayHere = petwayCode !== undefined && item.item_data.petway_panel === position;
  const rollers = panel.rollers ?? 0;
  const hinges = panel.hinges ?? 0;
  // A panel on rollers slides: it has no swing (the drawing puts rollers only on such panels).
  const swing =
    rollers > 0 && hinges === 0
      ? null
      : panel.swings === 'inswing'
        ? 'Inswing'
        : panel.swings === 'outswing'
          ? 'Outswing'
          : null;
  return {
    height: largest(panel.height, panel.height_l, panel.height_m, panel.height_r) ?? 0,
    width: largest(panel.width, panel.width_t, panel.width_m, panel.width_b) ?? 0,
    height1: panel.height_l,
    height2: panel.height_m,
    height3: panel.height_r,
    width1: panel.width_t,
    width2: panel.width_m,
    width3: panel.width_b,
    lock_is_right: lockCode === 'RHS',
    lock_from_bottom: hasLock && sized(panel.lock_height) ? panel.lock_height : null,
    pet_way_size: petwayCode !== undefined && petwayHere ? petwaySize(petwayCode) : null,
    pet_way_position:
      petwayHere && item.item_data.petway_position
        ? PETWAY_PLACES[item.item_data.petway_position]
        : null,
    hinges_required: hinges,
    rollers_required: rollers,
    swing,
    // Wholesale items carry no mesh direction: the infill is drawn plain.
    mesh_direction_name: 'Any',
    out_of_square: false,
    midrails: midrailsOf(panel),
    diagonal_measurement_left: panel.diagonal_measurement_left,
    diagonal_measurement_right: panel.diagonal_measurement_right,
  };
}

/**
 * The item's diagram as an SVG document, or null while no panel has both a height and a width.
 */
export function wholesaleItemSvg(
  item: WholesaleDiagramItem,
  catalogue: WholesaleDiagramCatalogue,
): string | null {
  const panels = item.panels.map((panel, index) =>
    wholesaleDiagramPanel(panel, index + 1, item, catalogue),
  );
  const colour = catalogue.colours.find((c) => c.id === item.item_data.color)?.hex ?? null;
  return panelsSvg(panels, { title: `Item ${item.item_number}`, colour });
}
