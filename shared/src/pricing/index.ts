// The pricing core of costings, salaries and wholesale orders: pure functions over exact
// decimals, used by the costing and salary widgets (mf-quoting) and by the API, which recomputes
// every save and prices every wholesale order. No module here has an effect when imported: the
// builds mark the folder so, and a page takes only the parts it uses (ADR 247).
export * from './money';
export * from './formula';
export * from './costing';
export * from './explain';
export { roundingCase, shownUnits, type RoundingCase } from './rounding';
export * from './salary';
export * from './validate';
export * from './wholesale';
// The contract constants the pricing rules use, for the API (which imports only types from
// the rest of the kernel: it runs this folder's JavaScript build).
export { COST_LINE_MODAL, PRICING_TYPE, SALARY_ROLES, SALARY_TYPE } from '../contracts/quoting';
