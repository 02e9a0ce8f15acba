import { Alert, Button } from 'antd';
import type { RemoteOverride } from './override';

export interface OverrideBannerProps {
  override: RemoteOverride;
  onReset(): void;
}

/** Always in view while an override is in use, with the one click that ends it. */
export function OverrideBanner({ override, onReset }: OverrideBannerProps) {
  return (
    <div
      data-testid="remote-override-banner"
      style={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 2000 }}
    >
      <Alert
        type="warning"
        banner
        title={`This browser loads ${override.remote} version ${override.version} (override until ${override.expires_at.slice(0, 16).replace('T', ' ')} UTC).`}
        action={
          <Button size="small" type="primary" onClick={onReset}>
            Reset to the published version
          </Button>
        }
      />
    </div>
  );
}
