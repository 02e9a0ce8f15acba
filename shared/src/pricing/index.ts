// The pricing core of costings and salaries: pure functions over exact decimals, used by the
// costing and salary widgets (mf-quoting) and by the API, which recomputes every save.
export * from './money';
export * from './formula';
export * from './costing';
export * from './salary';
export * from './validate';
