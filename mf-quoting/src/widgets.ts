import type { WidgetMap } from '@platform/shared';

const salary: WidgetMap[string] = () =>
  import('./salary/SalaryWidget').then((m) => ({ default: m.SalaryWidget }));

/** Widgets this remote lends to other areas; each loads on first use, in its own chunk. */
const widgets: WidgetMap = {
  costing: () => import('./costing/CostingWidget').then((m) => ({ default: m.CostingWidget })),
  salary,
  staff_salary: salary,
};

export default widgets;
