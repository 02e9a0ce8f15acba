import { useEffect, useState } from 'react';
import { Result } from 'antd';

export const NOT_FOUND_DELAY_MS = 1500;

/** Shown for paths nobody owns, after a short wait so that slow areas don't flash it. */
export function NotFound() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), NOT_FOUND_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return <Result status="404" title="Oops. Nothing here..." data-testid="not-found" />;
}
