import { Input, Modal, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { BREAK_REASONS, type BreakReason } from '@platform/shared';
import { breakChoice, type BreakChoice } from './clockRules';

export interface BreakReasonDialogProps {
  open: boolean;
  onConfirm: (choice: Extract<BreakChoice, { ok: true }>) => void;
  onCancel: () => void;
}

const REASON_LABELS: Record<BreakReason, string> = {
  smoko: 'smoko',
  lunch: 'lunch',
  other: 'other',
};

/** Asks why the break is taken: smoko, lunch or other (with typed text). */
export function BreakReasonDialog({ open, onConfirm, onCancel }: BreakReasonDialogProps) {
  const [reason, setReason] = useState<BreakReason>('smoko');
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const choice = breakChoice(reason, text);

  const close = () => {
    setReason('smoko');
    setText('');
    setTouched(false);
    onCancel();
  };

  const confirm = () => {
    setTouched(true);
    if (!choice.ok) return;
    setReason('smoko');
    setText('');
    setTouched(false);
    onConfirm(choice);
  };

  return (
    <Modal
      open={open}
      width={500}
      title="Break reason"
      okText="Start break"
      onOk={confirm}
      onCancel={close}
      okButtonProps={{ disabled: !choice.ok }}
      destroyOnHidden
    >
      <Radio.Group
        value={reason}
        onChange={(event) => setReason(event.target.value as BreakReason)}
      >
        <Space orientation="vertical">
          {BREAK_REASONS.map((value) => (
            <Radio key={value} value={value}>
              {REASON_LABELS[value]}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      {reason === 'other' && (
        <div style={{ marginTop: 12 }}>
          <Input
            aria-label="Other reason"
            placeholder="Type the reason"
            value={text}
            autoFocus
            onChange={(event) => {
              setText(event.target.value);
              setTouched(true);
            }}
            onPressEnter={confirm}
            status={touched && !choice.ok ? 'error' : undefined}
          />
          {touched && !choice.ok && (
            <Typography.Text type="danger">{choice.message}</Typography.Text>
          )}
        </div>
      )}
    </Modal>
  );
}
