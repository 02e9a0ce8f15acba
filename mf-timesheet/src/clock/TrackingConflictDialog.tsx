import { Button, Modal, Space, Typography } from 'antd';
import { CONFLICT_CAPTION, conflictTitle } from './clockRules';
import type { ConflictAnswer, ConflictPrompt } from './ClockStore';

export interface TrackingConflictDialogProps {
  prompt: ConflictPrompt | null;
  onAnswer: (answer: ConflictAnswer) => void;
}

/**
 * Tells the user another device tracks their location. On Start: use this device (phones only)
 * or keep tracking on the other device; on Stop: Yes or No.
 */
export function TrackingConflictDialog({ prompt, onAnswer }: TrackingConflictDialogProps) {
  const footer = !prompt ? null : prompt.action === 'stop' ? (
    <Space>
      <Button onClick={() => onAnswer('cancel')}>No</Button>
      <Button type="primary" danger onClick={() => onAnswer('yes')}>
        Yes
      </Button>
    </Space>
  ) : (
    <Space wrap>
      <Button onClick={() => onAnswer('cancel')}>Cancel</Button>
      <Button onClick={() => onAnswer('another')}>Track on another device</Button>
      {prompt.canReplace && (
        <Button type="primary" danger onClick={() => onAnswer('replace')}>
          Use this device
        </Button>
      )}
    </Space>
  );
  return (
    <Modal
      open={prompt !== null}
      width={500}
      title={prompt ? conflictTitle(prompt.device) : ''}
      onCancel={() => onAnswer('cancel')}
      footer={footer}
    >
      <Typography.Paragraph>{CONFLICT_CAPTION}</Typography.Paragraph>
    </Modal>
  );
}
