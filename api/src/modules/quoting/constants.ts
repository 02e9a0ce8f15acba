import type { NamedOption, PricingType } from '@platform/shared/contracts';
import { PRICING_TYPE, SALARY_TYPE } from '@platform/shared/pricing';

/** Pricing types (spec §3): fixed ids the pricing core knows. */
export const PRICING_TYPES: PricingType[] = [
  { id: PRICING_TYPE.retailAndWholesale, name: 'Retail and Wholesale', short_name: 'R & W' },
  { id: PRICING_TYPE.retailOnly, name: 'Retail Only', short_name: 'Retail' },
  { id: PRICING_TYPE.wholesaleOnly, name: 'Wholesale Only', short_name: 'Wholesale' },
];

/** Salary types (spec §3). */
export const SALARY_TYPES: NamedOption[] = [
  { id: SALARY_TYPE.flat, name: 'Flat commission' },
  { id: SALARY_TYPE.computed, name: 'Computed commission table' },
  { id: SALARY_TYPE.custom, name: 'Custom commission table' },
];

export const QUOTING_MESSAGES = {
  costingNotFound: 'This costing does not exist.',
  staffNotFound: 'This staff member does not exist.',
  costingRight: 'Only administrators and managers may view or change costings.',
  salaryRight: 'Only administrators may view or change salaries.',
  invalid: 'Please correct the highlighted fields.',
  unknownItem: 'A cost line names a supplier item that does not exist.',
  noTargets: 'Choose at least one application or accessory to clone to.',
} as const;
