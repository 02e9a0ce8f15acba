import { renderHook } from '@testing-library/react';
import { useLatch } from './useLatch';

describe('useLatch', () => {
  it('is false until the condition first holds, then stays true', () => {
    const { result, rerender } = renderHook(({ condition }) => useLatch(condition), {
      initialProps: { condition: false },
    });
    expect(result.current).toBe(false);
    rerender({ condition: true });
    expect(result.current).toBe(true);
    rerender({ condition: false });
    expect(result.current).toBe(true);
  });

  it('is true at once when the condition holds on the first render', () => {
    expect(renderHook(() => useLatch(true)).result.current).toBe(true);
  });
});
