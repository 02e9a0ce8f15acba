import { NotificationHost } from '@platform/shared';

/** Page-wide overlays owned by the shell: toasts (and later the version prompt). */
export function Overlays() {
  return <NotificationHost />;
}
