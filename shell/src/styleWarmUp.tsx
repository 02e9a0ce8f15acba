// antd's components of a signed-in start, run once while the user types (ADR 241). On their first
// render antd writes each component's CSS variables (from the theme's tokens) and, where the
// static style sheet of the start (ADR 256) does not hold them (a development build), its rules;
// and V8 compiles and runs their code. On a signed-in start that is ~25 components at once, after
// the press. Rendered here once, into a container that is never attached to the page, with the
// platform's own providers (one CSS-variable scope for every root, AreaProviders.tsx): the kept
// style cache (styleCache.ts) then holds what was written and the style elements are in the
// document, so the chrome and the dashboard find both. Nothing is shown, focusable or announced.
import {
  Avatar,
  Badge,
  Button,
  Col,
  Drawer,
  Input,
  Menu,
  Pagination,
  Popover,
  Row,
  Select,
  Skeleton,
  Space,
  Spin,
  Table,
  Tabs,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { AreaProviders } from '@platform/shared/ui';

const ROWS = [{ key: 1, name: 'A' }];
const COLUMNS = [{ title: 'Name', dataIndex: 'name', key: 'name' }];
const ITEMS = [{ key: 'a', label: 'A' }];

/** One instance of each antd component the chrome and the dashboard draw first (ADR 241). */
export function SignedInStartComponents() {
  return (
    <>
      <Menu mode="inline" items={ITEMS} />
      <Space>
        <Button>A</Button>
        <Button type="primary">A</Button>
        <Button type="text">A</Button>
      </Space>
      <Tooltip title="A">
        <span>A</span>
      </Tooltip>
      <Popover content="A">
        <span>A</span>
      </Popover>
      <Badge count={1}>
        <Avatar>A</Avatar>
      </Badge>
      <Typography.Title level={4}>A</Typography.Title>
      <Typography.Text type="secondary">A</Typography.Text>
      <Typography.Link>A</Typography.Link>
      <Input />
      <Input.Search />
      <Select options={ITEMS} />
      <Tag>A</Tag>
      <Tag color="blue">A</Tag>
      <Row>
        <Col span={12}>A</Col>
      </Row>
      <Tabs items={ITEMS} />
      <Skeleton active />
      <Spin />
      <Table size="small" columns={COLUMNS} dataSource={ROWS} pagination={{ total: 50 }} />
      <Pagination total={50} />
      <Drawer open={false} />
    </>
  );
}

/**
 * Renders the components into a container that is not on the page (as a transition, so
 * keystrokes are not held up); resolves with a function that unmounts them. antd leaves the
 * style elements in the document when the last instance goes (the providers do not ask it to
 * clear them), and the kept cache keeps their CSS.
 */
export function warmUpStyles(
  container: HTMLElement = document.createElement('div'),
): Promise<() => void> {
  return new Promise((resolve, reject) => {
    // A component that throws here only costs the head start: the signed-in page draws its own.
    const root = createRoot(container, {
      onUncaughtError: (error) => {
        queueMicrotask(() => root.unmount());
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
    const done = () => resolve(() => root.unmount());
    startTransition(() => {
      root.render(
        <AreaProviders>
          <Rendered onRendered={done}>
            <SignedInStartComponents />
          </Rendered>
        </AreaProviders>,
      );
    });
  });
}

/** Calls `onRendered` once, after the commit that wrote the components' styles. */
function Rendered({ children, onRendered }: { children: ReactNode; onRendered: () => void }) {
  useEffect(onRendered, [onRendered]);
  return children;
}
