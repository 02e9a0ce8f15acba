import { Button, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import SignatureCanvas from 'react-signature-canvas';

export const SIGNATURE_TEXTS = {
  clear: 'Clear',
  signAgain: 'Sign again',
  none: 'No signature',
  hint: 'Sign in the box',
} as const;

const PNG_DATA_URL = 'data:image/png;base64,';

export interface SignaturePadProps {
  /** A PNG data URL, or empty. */
  value: string | null;
  onChange(value: string | null): void;
  disabled: boolean;
  label: string;
}

/**
 * A signature field (spec §2.20, §3: the value is a PNG data URL). Drawing ends a stroke → the
 * value is the pad's PNG; Clear empties it. A saved signature shows as its image; 'Sign again'
 * clears it for a new one. Only PNG data URLs are ever shown.
 */
export default function SignaturePad({ value, onChange, disabled, label }: SignaturePadProps) {
  const pad = useRef<SignatureCanvas>(null);
  const [redrawing, setRedrawing] = useState(false);
  const image = typeof value === 'string' && value.startsWith(PNG_DATA_URL) ? value : null;

  if (disabled) {
    return image ? (
      <img src={image} alt={label} style={{ maxWidth: '100%', maxHeight: 160 }} />
    ) : (
      <Typography.Text type="secondary">{SIGNATURE_TEXTS.none}</Typography.Text>
    );
  }
  if (image && !redrawing) {
    return (
      <Space orientation="vertical">
        <img src={image} alt={label} style={{ maxWidth: '100%', maxHeight: 160 }} />
        <Button
          onClick={() => {
            setRedrawing(true);
            onChange(null);
          }}
        >
          {SIGNATURE_TEXTS.signAgain}
        </Button>
      </Space>
    );
  }
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <div
        style={{ border: '1px dashed #bfbfbf', borderRadius: 6, maxWidth: 520, background: '#fff' }}
      >
        <SignatureCanvas
          ref={pad}
          penColor="#1f1f1f"
          canvasProps={{
            width: 520,
            height: 160,
            role: 'img',
            'aria-label': `${label}: ${SIGNATURE_TEXTS.hint}`,
            style: { width: '100%', height: 160, touchAction: 'none' },
          }}
          onEnd={() => {
            const canvas = pad.current;
            if (canvas && !canvas.isEmpty()) onChange(canvas.toDataURL('image/png'));
          }}
        />
      </div>
      <Button
        onClick={() => {
          pad.current?.clear();
          onChange(null);
        }}
      >
        {SIGNATURE_TEXTS.clear}
      </Button>
    </Space>
  );
}
