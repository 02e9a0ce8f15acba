import { Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { RemoteWidget, findWidget, type WidgetProps } from '@platform/shared';
import { ConfigErrorNotice } from '../common/ConfigErrorNotice';

export interface ExternalWidgetProps {
  /** Widget name in the remotes' ./widgets maps. */
  type: string;
  /** Remotes to ask first. */
  preferred?: string[];
  widgetProps: WidgetProps;
  source: string;
}

/**
 * A widget another remote provides, looked up on demand. A type that no remote provides is a
 * visible configuration error, never a blank.
 */
export function ExternalWidget(props: ExternalWidgetProps) {
  const { type, preferred, widgetProps, source } = props;
  const preferredKey = (preferred ?? []).join(',');
  const [lookup, setLookup] = useState<{ type: string; remote: string | null } | null>(null);

  useEffect(() => {
    let live = true;
    findWidget(type, preferredKey ? preferredKey.split(',') : [])
      .then((found) => live && setLookup({ type, remote: found?.remote ?? null }))
      .catch(() => live && setLookup({ type, remote: null }));
    return () => {
      live = false;
    };
  }, [type, preferredKey]);

  if (!lookup || lookup.type !== type) return <Skeleton active />;
  if (!lookup.remote) {
    return <ConfigErrorNotice source={source} message={`no widget provides the type '${type}'`} />;
  }
  return <RemoteWidget remote={lookup.remote} widget={type} widgetProps={widgetProps} />;
}
