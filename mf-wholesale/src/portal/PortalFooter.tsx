import { Flex, Typography } from 'antd';
import { TEXTS } from '../domain/texts';

/** Where the footer's Support link writes to (ADR 155). */
export const SUPPORT_EMAIL = 'support@screenworks.example';

export interface PortalFooterProps {
  /** The clock for the copyright year; injected so tests fix the date. */
  now?: () => Date;
}

/** The wholesale page footer (spec §2): the copyright line and the Support mail link. */
export function PortalFooter({ now = () => new Date() }: PortalFooterProps) {
  return (
    <Flex
      component="footer"
      justify="space-between"
      wrap
      gap={8}
      style={{ padding: '16px', borderTop: '1px solid #f0f0f0', marginTop: 24 }}
    >
      <Typography.Text type="secondary">
        {TEXTS.footer.copyright(now().getFullYear())}
      </Typography.Text>
      <Typography.Link href={`mailto:${SUPPORT_EMAIL}`}>{TEXTS.footer.support}</Typography.Link>
    </Flex>
  );
}
