import type { WidgetProps } from '@platform/shared';
import { ProfilePictureCard } from '../profile/ProfilePictureCard';

/** The profile picture uploader with its crop dialog, for pages assembled by the view framework. */
export default function ProfilePictureWidget(_props: WidgetProps) {
  return <ProfilePictureCard />;
}
