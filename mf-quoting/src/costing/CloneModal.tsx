import { Alert, Checkbox, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { api, type ApiClient } from '@platform/shared';
import { confirmAsync } from '@platform/shared/ui';
import type { CostType, NamedOption } from '@platform/shared/contracts';

export const CLONE_CONFIRM =
  'Are you sure you want to replace all existing prices on selected applications?';
export const MISSING_CLONE_URL = 'Something went wrong. Missing Clone URL, contact administrators.';

export interface CloneModalProps {
  open: boolean;
  costType: CostType;
  productId?: number;
  /** The costing's own application or accessory, which is not offered. */
  ownId?: number;
  onClone: (targets: number[]) => Promise<void>;
  onClose: () => void;
  client?: ApiClient;
}

/** Clone: copies this costing's prices to the applications (or accessories) chosen. */
export function CloneModal(props: CloneModalProps) {
  const { open, costType, productId, ownId, onClone, onClose } = props;
  const client = props.client ?? api;
  const [choices, setChoices] = useState<NamedOption[] | null>(null);
  const [chosen, setChosen] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const noun = costType === 'product' ? 'applications' : 'accessories';

  useEffect(() => {
    if (!open) return;
    let live = true;
    setChosen([]);
    setChoices(null);
    const url = costType === 'product' ? '/applications' : '/accessories';
    client
      .get<NamedOption[]>(url, {
        params: costType === 'product' && productId ? { product_id: productId } : {},
      })
      .then(({ data }) => live && setChoices(data.filter((option) => option.id !== ownId)))
      .catch(() => live && setChoices([]));
    return () => {
      live = false;
    };
  }, [open, costType, productId, ownId, client]);

  return (
    <Modal
      open={open}
      title={`Clone prices to ${noun}`}
      okText="Clone"
      okButtonProps={{ disabled: chosen.length === 0, loading: busy }}
      onCancel={onClose}
      onOk={async () => {
        if (!(await confirmAsync({ title: CLONE_CONFIRM }))) return;
        setBusy(true);
        try {
          await onClone(chosen);
          onClose();
        } catch {
          // the call layer showed why; the choice stays for another try
        } finally {
          setBusy(false);
        }
      }}
    >
      {choices === null ? (
        <Spin />
      ) : choices.length === 0 ? (
        <Alert type="info" title={`There are no other ${noun} to clone to.`} />
      ) : (
        <Checkbox.Group
          aria-label={`Choose ${noun}`}
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          value={chosen}
          onChange={(values) => setChosen(values as number[])}
          options={choices.map((choice) => ({ value: choice.id, label: choice.name }))}
        />
      )}
    </Modal>
  );
}
