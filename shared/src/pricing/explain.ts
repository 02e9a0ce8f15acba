import {
  NOT_PRICED,
  notPricedText,
  type CostingResult,
  type Margins,
  type PriceStep,
  type Side,
} from './costing';
import { dec } from './money';

const SIDE_NAME: Record<Side, string> = { retail: 'retail', wholesale: 'wholesale' };

/** A line as one step of a total's cost, opening into its own steps. */
function lineStep(result: CostingResult['lines'][number], side: Side): PriceStep {
  return {
    label: [result.code, result.description].filter(Boolean).join(' '),
    formula: result.priced ? 'formula → quantity → buffer → rounding → cost' : 'left out',
    value: result[side] ?? NOT_PRICED,
    children: result.steps,
  };
}

/**
 * "Why this price" for one side as one chain (issue 37): the cost opens into every line that
 * counts on the side (each into formula → quantity → buffer → rounding → cost), then margin →
 * price → premium → with premium → Inc GST, and the accessories beside them. Every step shows
 * the figures it was worked from, so each value can be checked to the cent.
 */
export function explainSide(result: CostingResult, side: Side, margins: Margins): PriceStep[] {
  const t = result.totals[side];
  const lines = result.lines.filter((line) => line.counts[side]);
  const priced = lines.filter((line) => line.priced).map((line) => line[side] as string);
  const leftOut = notPricedText(t.lines_not_priced);
  const sum = priced.length === 0 ? `no priced ${SIDE_NAME[side]} lines` : priced.join(' + ');
  const marginPct = side === 'retail' ? margins.retail : margins.wholesale;
  const premiumPct = side === 'retail' ? margins.retail_premium_pct : margins.wholesale_premium_pct;
  const accessoryLeftOut = notPricedText(0, t.accessories_not_priced);
  return [
    {
      label: 'Cost',
      formula: leftOut ? `${sum} (${leftOut}, left out)` : sum,
      value: t.cost,
      children: lines.map((line) => lineStep(line, side)),
    },
    {
      label: 'Margin',
      formula: `${t.cost} × ${dec(marginPct).toFixed()} %, rounded up to the cent`,
      value: t.margin,
    },
    { label: 'Price', formula: `${t.cost} + ${t.margin}`, value: t.price },
    {
      label: 'Premium',
      formula: `${t.price} × ${dec(premiumPct).toFixed()} %, rounded up to the cent`,
      value: t.premium,
    },
    { label: 'With premium', formula: `${t.price} + ${t.premium}`, value: t.with_premium },
    {
      label: 'Inc GST',
      formula: `${t.with_premium} × 1.1, rounded up to the cent`,
      value: t.inc_gst,
    },
    {
      label: 'Accessories',
      formula: accessoriesFormula(result, side, accessoryLeftOut),
      value: `${t.accessories} inc GST`,
      children: result.accessories.map((accessory) => ({
        label: accessory.name,
        formula:
          accessory[side] === null
            ? 'no rule price and no default price: left out'
            : `${accessory.source === 'rule' ? 'rule price' : `default: its own costing's ${SIDE_NAME[side]} price`} ${accessory[side]} × ${accessory.quantity}`,
        value:
          accessory[side] === null
            ? NOT_PRICED
            : dec(accessory[side]).times(accessory.quantity).toFixed(2),
      })),
    },
  ];
}

function accessoriesFormula(result: CostingResult, side: Side, leftOut: string): string {
  const terms = result.accessories
    .filter((accessory) => accessory[side] !== null && accessory.quantity > 0)
    .map((accessory) => `${accessory[side]} × ${accessory.quantity}`);
  const sum = terms.length === 0 ? '0.00' : `(${terms.join(' + ')})`;
  return `${sum} × 1.1, rounded up to the cent${leftOut ? ` (${leftOut}, left out)` : ''}`;
}
