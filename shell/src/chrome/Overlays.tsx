import { observer } from 'mobx-react-lite';
import { session } from '@platform/shared';
import { NotificationHost } from '@platform/shared/ui';
import { FloatingFormButtons } from './floating/FloatingFormButtons';
import { MultiViewLegend } from './legend/MultiViewLegend';
import { NotificationPermissionPrompt } from './permission/NotificationPermissionPrompt';
import { RightSidebar } from './sidebar/RightSidebar';
import { UnsavedChangesGuard } from './unsaved/UnsavedChangesGuard';
import { VersionPrompt } from './version/VersionPrompt';

/**
 * Page-wide overlays owned by the shell: toasts, the version prompt, the right sidebar, the
 * unsaved-changes guard, floating form buttons, the notification-permission prompt and the
 * multi-view legend.
 */
export const Overlays = observer(function Overlays() {
  return (
    <>
      <NotificationHost />
      <UnsavedChangesGuard />
      <RightSidebar />
      <FloatingFormButtons />
      <NotificationPermissionPrompt key={session.user?.user_id ?? 'signed-out'} />
      <MultiViewLegend />
      <VersionPrompt />
    </>
  );
});
