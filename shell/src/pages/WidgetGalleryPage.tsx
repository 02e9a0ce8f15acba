import { Result } from 'antd';
import { observer } from 'mobx-react-lite';
import { RemoteWidget, session } from '@platform/shared';

const ADMINISTRATOR_ROLE_ID = 1;

/** Administrators (staff role 1) and super-admins, as the API's development routes decide. */
export function isAdministrator(): boolean {
  const user = session.user;
  return !!user && (user.staff_role_id === ADMINISTRATOR_ROLE_ID || user.is_super_admin === true);
}

/**
 * `/dev/widgets` (outside production): every widget type of the view framework rendered with
 * its demo configuration, by mf-views' `widget_gallery`. Signed-in administrators only.
 */
export const WidgetGalleryPage = observer(function WidgetGalleryPage() {
  if (!isAdministrator()) {
    return (
      <Result
        status="403"
        title="Administrators only"
        subTitle="The widget gallery is a development page for administrators."
      />
    );
  }
  return <RemoteWidget remote="mf_views" widget="widget_gallery" />;
});
