import { App, Avatar, Button, Card, Space, Upload } from 'antd';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useState } from 'react';
import { api, bus, notify, session, type User } from '@platform/shared';
import { confirmAsync } from '@platform/shared/ui';
import { useGateway } from '../gateway/GatewayContext';
import { isImageFile, PROFILE_TEXTS } from './profileTexts';

// The cropper (react-easy-crop) loads only once a picture was chosen.
const CropDialog = lazy(() =>
  import(/* webpackChunkName: "crop-dialog" */ './CropDialog').then((module) => ({
    default: module.CropDialog,
  })),
);

/** Avatar size in pixels (spec §9). */
export const AVATAR_SIZE = 150;

/** Server paths of uploaded files are relative to the API. */
export function pictureUrl(path: string | null): string | undefined {
  if (!path) return undefined;
  return /^(https?:|data:|blob:)/.test(path) ? path : `${api.options.baseUrl}${path}`;
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

function failureText(error: unknown): string {
  return error instanceof Error && error.message
    ? error.message
    : 'The picture could not be saved.';
}

/** The profile picture: choose an image, crop it, upload it; or remove it. */
export const ProfilePictureCard = observer(function ProfilePictureCard() {
  const gateway = useGateway();
  const { modal } = App.useApp();
  const user = session.user;
  const [file, setFile] = useState<Blob | null>(null);
  const [saving, setSaving] = useState(false);

  if (!user) return null;

  const update = (profilePicture: string | null) => {
    const current = session.user;
    if (current) session.setUser({ ...current, profile_picture: profilePicture } satisfies User);
    bus.publish('auth/profile-picture-changed', { profilePicture });
  };

  const upload = async (picture: Blob) => {
    setSaving(true);
    try {
      const saved = await gateway.uploadProfilePicture(picture);
      update(saved.profile_picture);
      notify.success(PROFILE_TEXTS.pictureUpdated);
      setFile(null);
    } catch (error) {
      notify.error(failureText(error));
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (!(await confirmAsync({ title: 'Remove your profile picture?', danger: true }, modal)))
      return;
    setSaving(true);
    try {
      await gateway.removeProfilePicture();
      update(null);
      notify.success(PROFILE_TEXTS.pictureRemoved);
    } catch (error) {
      notify.error(failureText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title="Profile picture">
      <Space size="large" align="center" wrap>
        <Avatar size={AVATAR_SIZE} src={pictureUrl(user.profile_picture)} alt={user.name}>
          {initialsOf(user.name)}
        </Avatar>
        <Space orientation="vertical">
          <Upload
            accept="image/*"
            multiple={false}
            maxCount={1}
            showUploadList={false}
            beforeUpload={(chosen) => {
              if (!isImageFile(chosen)) {
                notify.error(PROFILE_TEXTS.imagesOnly);
                return Upload.LIST_IGNORE;
              }
              setFile(chosen);
              // The cropped picture is uploaded instead of the chosen file.
              return false;
            }}
          >
            <Button type="primary" loading={saving && file !== null}>
              {user.profile_picture ? 'Change picture' : 'Upload picture'}
            </Button>
          </Upload>
          {user.profile_picture ? (
            <Button danger onClick={remove} loading={saving && file === null}>
              Remove picture
            </Button>
          ) : null}
        </Space>
      </Space>
      {file ? (
        <Suspense fallback={null}>
          <CropDialog
            file={file}
            saving={saving}
            onCancel={() => setFile(null)}
            onCropped={upload}
          />
        </Suspense>
      ) : null}
    </Card>
  );
});
