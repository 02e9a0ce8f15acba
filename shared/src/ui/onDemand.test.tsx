import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onDemand } from './onDemand';
import Tree from './antdOnDemand/tree';
import Illustration404 from './antdOnDemand/result404';

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
});
