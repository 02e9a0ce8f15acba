import type { ComponentType } from 'react';
import type { ViewItemProps } from '../registry/types';

/** A widget module: its default export renders one multi-view item. */
export type WidgetModule = { default: ComponentType<ViewItemProps> };

/**
 * The view framework's own lazily loaded widgets, one line each: `item_type_name` → the
 * module that renders it. Each is its own chunk, fetched the first time an item of that type
 * mounts, so heavy libraries (charts, maps, PDF) never reach a page that does not show them.
 * A widget module depends on nothing that imports the registry (it receives `ViewItemProps`).
 */
export const LAZY_WIDGETS: Record<string, () => Promise<WidgetModule>> = {
  map: () => import('./map/MapWidget'),
  report_builder: () => import('./report-builder/ReportBuilder'),
  timeline: () => import('./timeline/TimelineWidget'),
  pdf_viewer: () => import('./pdf-viewer/PdfViewerWidget'),
  weekly_planner: () => import('./weekly-planner/WeeklyPlannerWidget'),
  chart: () => import('./chart/ChartWidget'),
  notes: () => import('./notes/NotesWidget'),
  room_chat: () => import('./chat/RoomChatWidget'),
  chat: () => import('./chat/SimpleChatWidget'),
  measurement_tool: () => import('./measurement-tool/MeasurementToolWidget'),
  file_picker: () => import('./file-picker/FilePickerWidget'),
};

export function isLazyWidgetType(type: string): boolean {
  return Object.prototype.hasOwnProperty.call(LAZY_WIDGETS, type);
}
