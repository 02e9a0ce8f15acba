import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { circleSize, Drawer, Progress, ProgressStandIn, Switch, SwitchStandIn } from './drawnLater';

const elapsed = () => <span aria-label="Time worked">01:30</span>;

describe('the stand-ins drawn until antd is in (ADR 255)', () => {
  it("a ring is antd's size and shows the ring's own text", () => {
    render(<ProgressStandIn type="circle" size={56} percent={40} format={elapsed} />);
    const ring = screen.getByRole('progressbar');
    expect(ring).toHaveAttribute('aria-valuenow', '40');
    expect(ring).toHaveStyle({ width: '56px', height: '56px' });
    expect(screen.getByLabelText('Time worked')).toHaveTextContent('01:30');
  });

  it('a bar shows its percent beside it, or nothing when asked to show none', () => {
    const { unmount } = render(<ProgressStandIn percent={62.4} />);
    expect(screen.getByRole('progressbar')).toHaveTextContent('62%');
    unmount();
    render(<ProgressStandIn percent={62} showInfo={false} />);
    expect(screen.getByRole('progressbar')).toHaveTextContent('');
  });

  it("takes antd's circle sizes", () => {
    expect(circleSize(undefined)).toBe(120);
    expect(circleSize('small')).toBe(60);
    expect(circleSize(80)).toBe(80);
    expect(circleSize([90, 90])).toBe(90);
  });

  it('a switch shows its state and takes no click until it is the real one', async () => {
    const onChange = jest.fn();
    render(<SwitchStandIn checked aria-label="Live" onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Live' });
    expect(toggle).toBeChecked();
    expect(toggle).toBeDisabled();
    await userEvent.click(toggle);
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe("antd's components behind them", () => {
  it('a closed drawer draws nothing and loads nothing; opened, it is antd’s drawer', async () => {
    const { rerender } = render(
      <Drawer open={false} title="Line 2">
        Fly screen
      </Drawer>,
    );
    expect(document.body).not.toHaveTextContent('Line 2');
    rerender(
      <Drawer open title="Line 2">
        Fly screen
      </Drawer>,
    );
    expect(await screen.findByRole('dialog')).toHaveTextContent('Fly screen');
    expect(document.querySelector('.ant-drawer-title')).toHaveTextContent('Line 2');
  });

  it("the ring becomes antd's, with the same text", async () => {
    render(<Progress type="circle" size={56} percent={40} format={elapsed} />);
    await act(async () => Progress.preload());
    expect(document.querySelector('.ant-progress-circle')).not.toBeNull();
    expect(document.querySelector('[data-standin]')).toBeNull();
    expect(screen.getByLabelText('Time worked')).toHaveTextContent('01:30');
  });

  it("once preloaded, a switch is antd's at its first draw and changes on a click", async () => {
    await act(async () => Switch.preload());
    const onChange = jest.fn();
    render(<Switch aria-label="Live" onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Live' });
    expect(toggle).not.toHaveAttribute('data-standin');
    await userEvent.click(toggle);
    expect(onChange).toHaveBeenCalledWith(true, expect.anything());
  });
});
