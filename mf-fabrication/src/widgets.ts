import type { WidgetMap } from '@platform/shared';

/** Widgets this remote lends to other areas; each loads on first use, in its own chunk. */
const widgets: WidgetMap = {
  fabrication_sheet: () =>
    import('./sheet/FabricationSheetWidget').then((m) => ({ default: m.FabricationSheetWidget })),
  mesh_schedule: () =>
    import('./mesh/MeshScheduleWidget').then((m) => ({ default: m.MeshScheduleWidget })),
  accessories_list: () =>
    import('./accessories/AccessoriesListWidget').then((m) => ({
      default: m.AccessoriesListWidget,
    })),
};

export default widgets;
