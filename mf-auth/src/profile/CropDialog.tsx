import { Alert, Modal, Slider, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { boundedZoom, MAX_ZOOM, MIN_ZOOM, squareOf, STENCIL_SIZE, ZOOM_STEP } from './cropGeometry';
import { cropToJpeg, loadImage } from './cropImage';

export interface CropDialogProps {
  /** The chosen image file; the dialog is open while it is set. */
  file: Blob | null;
  saving?: boolean;
  onCancel: () => void;
  onCropped: (picture: Blob) => void;
}

/** Arrow keys move the picture by this many stencil pixels. */
const KEY_STEP = 10;
const STENCIL_LABEL = 'Picture to crop: drag or use the arrow keys to move it';

/**
 * Square crop under a round 280 px stencil (react-easy-crop): drag, arrow keys or the wheel move
 * and zoom the picture, the slider zooms 1–4×; at zoom 1 the picture covers the stencil. Save
 * uploads the pixels under the stencil as a JPEG.
 */
export function CropDialog(props: CropDialogProps) {
  const { file, saving, onCancel, onCropped } = props;
  const [source, setSource] = useState<string | null>(null);
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The cropper measures its box when the picture loads: it is mounted once the dialog's opening
  // animation (a scale transform) is over, so it measures the real 280 px.
  const [opened, setOpened] = useState(false);
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const area = useRef<Area | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!file) return;
    let active = true;
    const url = URL.createObjectURL(file);
    setSource(url);
    setImage(null);
    setFailure(null);
    setCrop({ x: 0, y: 0 });
    setZoom(MIN_ZOOM);
    setReady(false);
    area.current = null;
    loadImage(file).then(
      (loaded) => active && setImage(loaded),
      (error: Error) => active && setFailure(error.message),
    );
    return () => {
      active = false;
      URL.revokeObjectURL(url);
    };
  }, [file]);

  const save = async () => {
    if (!image || !area.current) return;
    try {
      const rect = squareOf(area.current, {
        width: image.naturalWidth,
        height: image.naturalHeight,
      });
      onCropped(await cropToJpeg(image, rect));
    } catch (error) {
      setFailure((error as Error).message);
    }
  };

  return (
    <Modal
      open={file !== null}
      title="Crop profile picture"
      width={STENCIL_SIZE + 64}
      okText="Save"
      onOk={save}
      onCancel={onCancel}
      afterOpenChange={setOpened}
      okButtonProps={{ disabled: !ready || !image, loading: saving }}
      mask={{ closable: false }}
      destroyOnHidden
    >
      {failure ? <Alert type="error" showIcon title={failure} /> : null}
      <div
        style={{
          position: 'relative',
          width: STENCIL_SIZE,
          height: STENCIL_SIZE,
          margin: '0 auto',
          background: '#f0f0f0',
          overflow: 'hidden',
        }}
      >
        {ready ? null : (
          <Spin style={{ position: 'absolute', inset: 0, margin: 'auto', height: 32 }} />
        )}
        {opened && source && !failure ? (
          <Cropper
            image={source}
            crop={crop}
            zoom={zoom}
            aspect={1}
            minZoom={MIN_ZOOM}
            maxZoom={MAX_ZOOM}
            cropShape="round"
            cropSize={{ width: STENCIL_SIZE, height: STENCIL_SIZE }}
            objectFit="cover"
            showGrid={false}
            keyboardStep={KEY_STEP}
            onCropChange={setCrop}
            onZoomChange={(value) => setZoom(boundedZoom(value))}
            onCropComplete={(_percentages, pixels) => {
              area.current = pixels;
              setReady(true);
            }}
            cropperProps={{ 'aria-label': STENCIL_LABEL, role: 'img' }}
            mediaProps={{ alt: '' }}
          />
        ) : null}
      </div>
      <Slider
        ariaLabelForHandle="Zoom"
        min={MIN_ZOOM}
        max={MAX_ZOOM}
        step={ZOOM_STEP}
        disabled={!ready}
        value={zoom}
        tooltip={{ formatter: (value) => `${Math.round((value ?? 1) * 100)}%` }}
        onChange={(value: number) => setZoom(boundedZoom(value))}
        style={{ marginTop: 16 }}
      />
    </Modal>
  );
}
