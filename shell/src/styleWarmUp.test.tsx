import { act, render } from '@testing-library/react';
import { Avatar, Badge, Button, Menu, Table, Tabs } from 'antd';
import { AreaProviders } from '@platform/shared/ui';
import { warmUpStyles } from './styleWarmUp';

const styleTexts = () => [...document.querySelectorAll('style')].map((style) => style.textContent);

/** What the chrome and a dashboard's list draw first, as the signed-in start draws it. */
function SignedInPage() {
  return (
    <AreaProviders>
      <Menu mode="inline" items={[{ key: 'jobs', label: 'Jobs' }]} />
      <Badge count={3}>
        <Avatar>AD</Avatar>
      </Badge>
      <Button type="primary">New job</Button>
      <Tabs items={[{ key: 'scheduled', label: 'Scheduled' }]} />
      <Table
        size="small"
        columns={[{ title: 'Job', dataIndex: 'job', key: 'job' }]}
        dataSource={[{ key: 1, job: 'J-1001' }]}
        pagination={{ total: 40 }}
      />
    </AreaProviders>
  );
}

/** Starts the warm-up in React's test scope (which draws at its end), then waits for it. */
async function warmedUp(container?: HTMLElement): Promise<() => void> {
  let pending!: Promise<() => void>;
  await act(async () => {
    pending = warmUpStyles(container);
  });
  return pending;
}

describe('antd’s styles of a signed-in start, computed while the user types (ADR 241)', () => {
  let release: (() => void) | undefined;

  afterEach(() => {
    act(() => release?.());
    release = undefined;
  });

  it('writes the chrome’s and the dashboard’s component styles and puts nothing on the page', async () => {
    release = await warmedUp();
    const styles = styleTexts().join('\n');
    for (const component of ['menu', 'btn', 'badge', 'avatar', 'tabs', 'table', 'pagination']) {
      expect(styles).toContain(`.ant-${component}`);
    }
    expect(document.body.querySelector('[class*="ant-"]')).toBeNull();
  });

  it('leaves the signed-in page no style to compute or write, in another React root', async () => {
    release = await warmedUp();
    const before = styleTexts();
    const page = render(<SignedInPage />);
    expect(page.getByRole('menuitem', { name: 'Jobs' })).toBeInTheDocument();
    expect(page.getByRole('cell', { name: 'J-1001' })).toBeInTheDocument();
    // One CSS-variable scope for every root of the platform's theme: none written again.
    expect(styleTexts()).toEqual(before);
    page.unmount();
  });

  it('takes its components away when released; the page keeps every style it uses', async () => {
    const container = document.createElement('div');
    release = await warmedUp(container);
    expect(container.querySelector('.ant-table')).not.toBeNull();
    const page = render(<SignedInPage />);
    const drawerVariables = /\.ant-drawer\{--ant-drawer/;
    expect(styleTexts().join('\n')).toMatch(drawerVariables);
    const used = styleTexts().filter((text) => !drawerVariables.test(text ?? ''));
    act(() => release?.());
    release = undefined;
    expect(container.childElementCount).toBe(0);
    const left = styleTexts();
    expect(left.join('\n')).not.toMatch(drawerVariables);
    for (const text of used.filter((text) =>
      /\.ant-(menu|btn|tabs|table|pagination)\b/.test(text ?? ''),
    )) {
      expect(left).toContain(text);
    }
    page.unmount();
  });
});
