import { Alert } from 'antd';
import { useEffect, useState } from 'react';
import { FETCH_TEXTS } from '../common/FetchError';

export const DIAGRAM_WAIT_MS = 15_000;
export const DIAGRAM_ERROR = 'Error loading diagram.';

/** The frame drawing from frame_diagram_url; not loaded within 15 s (or broken): the spec's error. */
export function FrameImage({ url, alt }: { url: string; alt: string }) {
  const [state, setState] = useState<'loading' | 'ready' | string>('loading');
  useEffect(() => {
    setState('loading');
    const timer = setTimeout(
      () =>
        setState((current) =>
          current === 'loading'
            ? `The frame drawing did not load within ${DIAGRAM_WAIT_MS / 1000} s.`
            : current,
        ),
      DIAGRAM_WAIT_MS,
    );
    return () => clearTimeout(timer);
  }, [url]);
  if (state !== 'loading' && state !== 'ready') {
    return (
      <Alert
        type="error"
        showIcon
        title={DIAGRAM_ERROR}
        description={
          <>
            <div>{state}</div>
            <div>{FETCH_TEXTS.contactAdmin}</div>
          </>
        }
      />
    );
  }
  return (
    <img
      src={url}
      alt={alt}
      style={{ maxHeight: 700, maxWidth: '100%', display: state === 'ready' ? 'block' : 'none' }}
      onLoad={() => setState('ready')}
      onError={() => setState('The frame drawing could not be loaded.')}
    />
  );
}
