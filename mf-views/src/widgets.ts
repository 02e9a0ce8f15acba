import type { WidgetMap } from '@platform/shared';

/**
 * Widgets this remote lends to other areas (looked up by the view framework's registry):
 * `multi_view` renders a multi-view by `multiViewId` (the shell's right sidebar);
 * `release_notes` is the release notes page; `widget_gallery` is the shell's `/dev/widgets`.
 */
const widgets: WidgetMap = {
  multi_view: () => import('./widgets/MultiViewWidget'),
  release_notes: () => import('./widgets/release-notes/ReleaseNotesWidget'),
  widget_gallery: () => import('./widgets/gallery/WidgetGallery'),
};

export default widgets;
