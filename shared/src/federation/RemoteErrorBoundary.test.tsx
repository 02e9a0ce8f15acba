import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '../bus';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

let explode = true;
function Fragile() {
  if (explode) throw new Error('render failed');
  return <p>area content</p>;
}

describe('RemoteErrorBoundary', () => {
  it('shows the fallback for a render error, reports it, and Retry renders the area again', async () => {
    const failed: string[] = [];
    bus.subscribe('remote/failed', (event) => failed.push(`${event.remote}:${event.phase}`));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <div>
        <p>the shell</p>
        <RemoteErrorBoundary remote="mf_views" version="1.0.0">
          <Fragile />
        </RemoteErrorBoundary>
      </div>,
    );
    expect(screen.getByText('the shell')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(failed).toEqual(['mf_views:render']);
    explode = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('area content')).toBeInTheDocument();
  });
});
