import { Typography } from 'antd';
import { navigate, session } from '@platform/shared';
import { wholesaleJobNumber } from '@platform/shared/wholesale';

export interface JobLinkProps {
  jobId: number;
  orderId: number;
}

/** Staff: the job an approved order became, opened in the Jobs pages. */
export function JobLink({ jobId, orderId }: JobLinkProps) {
  const href = `${session.orgPrefix}/jobs/${jobId}/details`;
  return (
    <Typography.Link
      href={href}
      onClick={(event) => {
        event.preventDefault();
        navigate(href);
      }}
    >
      Job {wholesaleJobNumber(orderId)}
    </Typography.Link>
  );
}
