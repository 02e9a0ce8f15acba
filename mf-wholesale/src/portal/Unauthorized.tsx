import { Result } from 'antd';
import { TEXTS } from '../domain/texts';
import { PortalFooter, type PortalFooterProps } from './PortalFooter';

/**
 * The page a wholesale link that the server refuses leads to (spec §2, §8): the Unauthorized
 * message, saying something went wrong and to contact an administrator, over the page footer.
 */
export function Unauthorized({ now }: PortalFooterProps) {
  return (
    <div>
      <Result status="403" title={TEXTS.unauthorized.title} subTitle={TEXTS.unauthorized.message} />
      <PortalFooter now={now} />
    </div>
  );
}
