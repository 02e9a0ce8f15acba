import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onDemand } from './onDemand';
import Tree from './antdOnDemand/tree';
import Illustration404 from './antdOnDemand/result404';
import OTP from './antdOnDemand/inputOtp';
import Ribbon from './antdOnDemand/badgeRibbon';
import SpaceAddon from './antdOnDemand/spaceAddon';
import AvatarGroup from './antdOnDemand/avatarGroup';
import CheckableTag from './antdOnDemand/checkableTag';
import CheckableTagGroup from './antdOnDemand/checkableTagGroup';

function Label({ text }: { text: string }) {
  return <span>{text}</span>;
}

describe('onDemand', () => {
  it('shows the fallback until the part has loaded, then the part with the same props', async () => {
    let resolve!: (module: { default: typeof Label }) => void;
    const load = jest.fn(() => new Promise<{ default: typeof Label }>((done) => (resolve = done)));
    const Part = onDemand(load, <span>Loading part</span>);
    const { unmount } = render(<Part text="Security door" />);
    expect(screen.getByText('Loading part')).toBeInTheDocument();
    await act(async () => resolve({ default: Label }));
    expect(screen.getByText('Security door')).toBeInTheDocument();
    unmount();
    // Loaded once for the page: a second instance draws the part at once.
    render(<Part text="Pet door" />);
    expect(screen.getByText('Pet door')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the fallback when the load fails and tries again on the next mount', async () => {
    const load = jest
      .fn<Promise<{ default: typeof Label }>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: Label });
    const Part = onDemand(load, <span>Loading part</span>);
    const first = render(<Part text="Fly screen" />);
    await act(async () => undefined);
    expect(screen.getByText('Loading part')).toBeInTheDocument();
    first.unmount();

    render(<Part text="Fly screen" />);
    expect(await screen.findByText('Fly screen')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('the on-demand antd parts', () => {
  it("the tree draws antd's Tree with its props: checking a parent checks its child", async () => {
    render(
      <Tree
        checkable
        defaultExpandAll
        treeData={[{ key: 'doors', title: 'Doors', children: [{ key: 'pet', title: 'Pet door' }] }]}
      />,
    );
    expect(await screen.findByText('Pet door', { selector: '.ant-tree-title' })).toBeVisible();
    const doors = screen
      .getByText('Doors', { selector: '.ant-tree-title' })
      .closest('.ant-tree-treenode');
    await userEvent.click(doors!.querySelector('.ant-tree-checkbox')!);
    expect(document.querySelectorAll('.ant-tree-checkbox-checked')).toHaveLength(2);
  });

  it("the 404 illustration is antd's own", async () => {
    render(<Illustration404 />);
    expect(await screen.findByTitle('No Found')).toBeInTheDocument();
  });

  it("Input.OTP is a busy box until antd's arrives, then takes a code box by box", async () => {
    const onChange = jest.fn();
    render(<OTP length={4} onChange={onChange} />);
    expect(screen.getByRole('status', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
    const boxes = await screen.findAllByRole('textbox');
    expect(boxes).toHaveLength(4);
    await userEvent.type(boxes[0]!, '2468');
    expect(onChange).toHaveBeenCalledWith('2468');
  });

  it('the ribbon, the addon and the avatar group show their content at once, then as antd draws them', async () => {
    render(
      <>
        <Ribbon text="Trade">
          <span>Screen door</span>
        </Ribbon>
        <SpaceAddon>mm</SpaceAddon>
        <AvatarGroup>
          <span>JS</span>
        </AvatarGroup>
      </>,
    );
    // Drawn before any code has loaded: the content is never held back.
    expect(screen.getByText('Screen door')).toBeInTheDocument();
    expect(screen.getByText('mm')).toBeInTheDocument();
    expect(screen.getByText('JS')).toBeInTheDocument();
    expect(await screen.findByText('Trade')).toHaveClass('ant-ribbon-content');
    expect(screen.getByText('Screen door').closest('.ant-ribbon-wrapper')).not.toBeNull();
    await act(async () => undefined);
    expect(screen.getByText('mm')).toHaveClass('ant-space-addon');
    expect(screen.getByText('JS').closest('.ant-avatar-group')).not.toBeNull();
  });

  it('a checkable tag shows its label, then toggles as antd’s; a group of them draws its options', async () => {
    const onChange = jest.fn();
    render(
      <>
        <CheckableTag checked={false} onChange={onChange}>
          Urgent
        </CheckableTag>
        <CheckableTagGroup options={['Doors', 'Screens']} />
      </>,
    );
    expect(screen.getByText('Urgent')).toHaveAttribute('aria-busy', 'true');
    const tag = await screen.findByRole('checkbox', { name: 'Urgent' });
    expect(tag).toHaveClass('ant-tag-checkable');
    await userEvent.click(tag);
    expect(onChange).toHaveBeenCalledWith(true);
    expect(await screen.findByRole('checkbox', { name: 'Screens' })).not.toBeChecked();
  });
});
