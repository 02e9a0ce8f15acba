import { act, render, screen } from '@testing-library/react';
import { NotFound, NOT_FOUND_DELAY_MS } from './NotFound';

describe('NotFound', () => {
  it("reads 'Oops. Nothing here...' only after 1.5 seconds", () => {
    jest.useFakeTimers();
    render(<NotFound />);
    expect(screen.queryByText('Oops. Nothing here...')).toBeNull();
    act(() => {
      jest.advanceTimersByTime(NOT_FOUND_DELAY_MS - 1);
    });
    expect(screen.queryByText('Oops. Nothing here...')).toBeNull();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.getByText('Oops. Nothing here...')).toBeInTheDocument();
    jest.useRealTimers();
  });
});
