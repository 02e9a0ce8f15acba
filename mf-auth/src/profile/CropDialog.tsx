import { Alert, Modal, Slider, Spin } from 'antd';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import {
  initialView,
  MAX_ZOOM,
  MIN_ZOOM,
  panBy,
  STENCIL_SIZE,
  zoomOf,
  zoomTo,
  type CropView,
} from './cropGeometry';
import { cropToJpeg, loadImage } from './cropImage';

export interface CropDialogProps {
  /** The chosen image file; the dialog is open while it is set. */
  file: Blob | null;
  saving?: boolean;
  onCancel: () => void;
  onCropped: (picture: Blob) => void;
}

const KEY_STEP = 10;

function sizeOf(image: HTMLImageElement) {
  return { width: image.naturalWidth, height: image.naturalHeight };
}

/** Square crop over a 280 px stencil: drag to move the picture, slide to zoom, save as JPEG. */
export function CropDialog(props: CropDialogProps) {
  const { file, saving, onCancel, onCropped } = props;
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [view, setView] = useState<CropView | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    if (!file) return;
    let active = true;
    setImage(null);
    setView(null);
    setFailure(null);
    loadImage(file).then(
      (loaded) => {
        if (!active) return;
        setImage(loaded);
        setView(initialView(sizeOf(loaded)));
      },
      (error: Error) => active && setFailure(error.message),
    );
    return () => {
      active = false;
    };
  }, [file]);

  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context || !image || !view) return;
    const ratio = window.devicePixelRatio || 1;
    element.width = STENCIL_SIZE * ratio;
    element.height = STENCIL_SIZE * ratio;
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, STENCIL_SIZE, STENCIL_SIZE);
    context.drawImage(
      image,
      view.offsetX,
      view.offsetY,
      image.naturalWidth * view.scale,
      image.naturalHeight * view.scale,
    );
  }, [image, view]);

  const move = (dx: number, dy: number) => {
    if (image) setView((current) => (current ? panBy(current, dx, dy, sizeOf(image)) : current));
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drag.current) return;
    move(event.clientX - drag.current.x, event.clientY - drag.current.y);
    drag.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = () => {
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const steps: Record<string, [number, number]> = {
      ArrowLeft: [KEY_STEP, 0],
      ArrowRight: [-KEY_STEP, 0],
      ArrowUp: [0, KEY_STEP],
      ArrowDown: [0, -KEY_STEP],
    };
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    move(step[0], step[1]);
  };

  const save = async () => {
    if (!image || !view) return;
    try {
      onCropped(await cropToJpeg(image, view));
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
      okButtonProps={{ disabled: !view, loading: saving }}
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
        {view ? null : (
          <Spin style={{ position: 'absolute', inset: 0, margin: 'auto', height: 32 }} />
        )}
        <canvas
          ref={canvas}
          tabIndex={0}
          aria-label="Picture to crop: drag or use the arrow keys to move it"
          style={{
            width: STENCIL_SIZE,
            height: STENCIL_SIZE,
            cursor: 'move',
            touchAction: 'none',
            display: 'block',
          }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onKeyDown={onKeyDown}
        />
        {/* The avatar is shown round; the guide shows what will be visible there. */}
        <div
          aria-hidden="true"
          style={{
            position: 'absolute',
            inset: 0,
            borderRadius: '50%',
            boxShadow: '0 0 0 9999px rgba(0, 0, 0, 0.35)',
            pointerEvents: 'none',
          }}
        />
      </div>
      <Slider
        aria-label="Zoom"
        min={MIN_ZOOM}
        max={MAX_ZOOM}
        step={0.01}
        disabled={!view}
        value={image && view ? zoomOf(view, sizeOf(image)) : MIN_ZOOM}
        tooltip={{ formatter: (value) => `${Math.round((value ?? 1) * 100)}%` }}
        onChange={(zoom: number) => image && view && setView(zoomTo(view, zoom, sizeOf(image)))}
        style={{ marginTop: 16 }}
      />
    </Modal>
  );
}
