import { Alert } from 'antd';
import { useEffect } from 'react';
import { reportConfigError } from './configError';

export interface ConfigErrorNoticeProps {
  source: string;
  message: string;
}

/** A visible configuration error: a view the client cannot render is never a silent blank. */
export function ConfigErrorNotice(props: ConfigErrorNoticeProps) {
  const { source, message } = props;
  useEffect(() => reportConfigError(source, message), [source, message]);
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title="Configuration error"
      description={`${source}: ${message}`}
    />
  );
}
