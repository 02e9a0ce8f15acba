import { Alert } from 'antd';

export const FETCH_TEXTS = {
  fetchError: 'There was an error fetching the data:',
  contactAdmin: 'Please contact an administrator.',
} as const;

/** "There was an error fetching the data:" + the message + "Please contact an administrator." */
export function FetchError({ message }: { message: string }) {
  return (
    <Alert
      type="error"
      showIcon
      title={FETCH_TEXTS.fetchError}
      description={
        <>
          <div>{message}</div>
          <div>{FETCH_TEXTS.contactAdmin}</div>
        </>
      }
    />
  );
}
