import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Button, Card, Form, Input, InputNumber, Space, Table, Typography } from 'antd';
import { bus, notify } from '@platform/shared';
import { PageHeader } from '@platform/shared/ui';
import {
  FLOATING_CHECK_INTERVAL_MS,
  FLOATING_FORM_BUTTONS_ID,
} from '../chrome/floating/FloatingFormButtons';

export const TEST_PAGE_TITLE = 'Test page';
/** The `page/dirty` source of the test form. */
export const TEST_FORM_SOURCE = 'test-page';
/** Enough fields that the form is longer than a screen, so the floating buttons come into play. */
export const TEST_FORM_FIELDS = 24;
export const TEST_SAVED = 'Test form saved';
export const TEST_DISCARDED = 'Test form changes discarded';

/**
 * A table whose column filter is a tree: antd draws that tree with a part the start's shared antd
 * leaves out and loads when first drawn (ADR 249).
 */
const PRODUCTS = [
  { key: 1, name: 'Fly screen – back', kind: 'Fly screen' },
  { key: 2, name: 'Security door – front', kind: 'Security door' },
  { key: 3, name: 'Pet door – laundry', kind: 'Pet door' },
];
const KIND_FILTERS = [
  {
    text: 'Doors',
    value: 'doors',
    children: [
      { text: 'Security door', value: 'Security door' },
      { text: 'Pet door', value: 'Pet door' },
    ],
  },
  { text: 'Screens', value: 'screens', children: [{ text: 'Fly screen', value: 'Fly screen' }] },
];
const PRODUCT_COLUMNS = [
  { title: 'Product', dataIndex: 'name', key: 'name' },
  {
    title: 'Kind',
    dataIndex: 'kind',
    key: 'kind',
    filterMode: 'tree' as const,
    filters: KIND_FILTERS,
    onFilter: (value: unknown, row: (typeof PRODUCTS)[number]) => row.kind === value,
  },
];

const EMPTY = Object.fromEntries(
  Array.from({ length: TEST_FORM_FIELDS }, (_, index) => [`field_${index + 1}`, '']),
) as Record<string, string>;

function FormButtons(props: { dirty: boolean; onSave: () => void; onDiscard: () => void }) {
  return (
    <Space>
      <Button onClick={props.onDiscard} disabled={!props.dirty}>
        Discard
      </Button>
      <Button type="primary" onClick={props.onSave}>
        Save
      </Button>
    </Space>
  );
}

/**
 * The shell's chrome on one page, for developers and the e2e suite: a long form whose buttons
 * float once the page has scrolled (and whose edits raise the unsaved-changes question), the
 * right sidebar opened on any multi-view, and each kind of notification.
 */
export function TestPage() {
  const [values, setValues] = useState(EMPTY);
  const [dirty, setDirty] = useState(false);
  const [multiViewId, setMultiViewId] = useState<number | null>(null);
  const [floating, setFloating] = useState<HTMLElement | null>(null);

  useEffect(() => {
    bus.publish('page/title', { pageName: TEST_PAGE_TITLE });
  }, []);

  // The bar is rendered by the overlays' React root, which may commit after this page's root.
  useEffect(() => {
    const find = () => document.getElementById(FLOATING_FORM_BUTTONS_ID);
    const found = find();
    if (found) {
      setFloating(found);
      return undefined;
    }
    const timer = setInterval(() => {
      const element = find();
      if (!element) return;
      clearInterval(timer);
      setFloating(element);
    }, FLOATING_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    bus.publish('page/dirty', { source: TEST_FORM_SOURCE, dirty });
  }, [dirty]);
  useEffect(() => () => bus.publish('page/dirty', { source: TEST_FORM_SOURCE, dirty: false }), []);

  const save = () => {
    setDirty(false);
    notify.success(TEST_SAVED);
  };
  const discard = () => {
    setValues(EMPTY);
    setDirty(false);
    notify.info(TEST_DISCARDED);
  };
  const buttons = <FormButtons dirty={dirty} onSave={save} onDiscard={discard} />;

  return (
    <div style={{ padding: 24 }} data-testid="test-page">
      <PageHeader title={TEST_PAGE_TITLE} />
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <Card title="Right sidebar" size="small">
          <Space wrap>
            <InputNumber
              aria-label="Multi-view id"
              min={1}
              precision={0}
              value={multiViewId}
              onChange={(value) => setMultiViewId(typeof value === 'number' ? value : null)}
            />
            <Button
              disabled={multiViewId === null}
              onClick={() => multiViewId !== null && bus.publish('sidebar/open', { multiViewId })}
            >
              Open in the right sidebar
            </Button>
          </Space>
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
            Any address with ?sidebar=&lt;multi_view_id&gt; opens it too.
          </Typography.Paragraph>
        </Card>
        <Card title="Notifications" size="small">
          <Space wrap>
            <Button onClick={() => notify.success('Test success')}>Success</Button>
            <Button onClick={() => notify.warning('Test warning')}>Warning</Button>
            <Button onClick={() => notify.error('Test error')}>Error</Button>
          </Space>
        </Card>
        <Card title="A column filtered through a tree" size="small">
          <Table size="small" pagination={false} columns={PRODUCT_COLUMNS} dataSource={PRODUCTS} />
        </Card>
        <Card title="Floating form buttons" size="small">
          <Typography.Paragraph type="secondary">
            Scroll down: past 150 px the Save and Discard buttons float at the bottom right.
            Changing a field makes leaving ask about unsaved changes.
          </Typography.Paragraph>
          <Form layout="vertical">
            {Object.keys(EMPTY).map((name, index) => (
              <Form.Item key={name} label={`Field ${index + 1}`} htmlFor={`test-${name}`}>
                <Input
                  id={`test-${name}`}
                  value={values[name]}
                  onChange={(event) => {
                    setValues((current) => ({ ...current, [name]: event.target.value }));
                    setDirty(true);
                  }}
                />
              </Form.Item>
            ))}
          </Form>
          {buttons}
        </Card>
      </Space>
      {floating ? createPortal(buttons, floating) : null}
    </div>
  );
}
