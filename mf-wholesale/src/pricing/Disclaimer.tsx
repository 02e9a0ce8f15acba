import { Typography } from 'antd';
import { TEXTS } from '../domain/texts';

export interface DisclaimerProps {
  /** Names of the excluded (dark) colours, from the colour catalogue. */
  excludedColours: string[];
}

/** The terms under every price table. */
export function Disclaimer({ excludedColours }: DisclaimerProps) {
  const T = TEXTS.pricing;
  return (
    <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginTop: 8 }}>
      {T.disclaimerGst} {T.disclaimerColours(excludedColours)} {T.disclaimerSurcharge}{' '}
      {T.disclaimerLeadTime}
    </Typography.Paragraph>
  );
}
