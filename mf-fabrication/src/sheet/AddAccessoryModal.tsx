import { Checkbox, Form, Input, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import type { FabricationAccessory } from '@platform/shared/contracts';
import { REQUIRED_MESSAGE } from '@platform/shared/values';

interface Props {
  open: boolean;
  itemNumber: number;
  onCancel(): void;
  onSave(accessory: FabricationAccessory): Promise<boolean>;
}

/** Add Accessory: code, name, colour, make size, quantity and whether it shows on the diagram. */
export function AddAccessoryModal({ open, itemNumber, onCancel, onSave }: Props) {
  const [form] = Form.useForm<FabricationAccessory>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    const saved = await onSave({
      code: values.code.trim(),
      name: values.name.trim(),
      colour: values.colour?.trim() ?? '',
      size: values.size?.trim() || null,
      qty: values.qty,
      is_on_diagram: values.is_on_diagram ?? false,
    });
    setSaving(false);
    if (saved) form.resetFields();
  };
  const required = { required: true, whitespace: true, message: REQUIRED_MESSAGE };
  return (
    <Modal
      open={open}
      title={`Add accessory to item ${itemNumber}`}
      okText="Add Accessory"
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ qty: 1, is_on_diagram: false }}>
        <Form.Item name="code" label="Code" rules={[required, { max: 40 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="name" label="Name" rules={[required, { max: 120 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="colour" label="Colour" rules={[{ max: 60 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="size" label="Make size" rules={[{ max: 40 }]}>
          <Input />
        </Form.Item>
        <Form.Item
          name="qty"
          label="Quantity"
          rules={[{ required: true, message: REQUIRED_MESSAGE }]}
        >
          <InputNumber min={0} max={999} precision={0} />
        </Form.Item>
        <Form.Item name="is_on_diagram" valuePropName="checked">
          <Checkbox>Shown on the diagram</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
