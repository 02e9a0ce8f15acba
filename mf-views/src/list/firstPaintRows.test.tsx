import { render } from '@testing-library/react';
import { useFirstPaintRows } from './firstPaintRows';

const rowsOf = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

/** Draws the hook's rows and notes how many each render drew. */
function harness() {
  const drawn: number[] = [];
  function Rows({ rows }: { rows: number[] }) {
    const shown = useFirstPaintRows(rows, 10);
    drawn.push(shown.length);
    return (
      <ul>
        {shown.map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ul>
    );
  }
  return { drawn, Rows };
}

describe('useFirstPaintRows (ADR 244)', () => {
  it('draws a screen of rows the first time they arrive, then all of them', () => {
    const { drawn, Rows } = harness();
    const view = render(<Rows rows={[]} />);
    view.rerender(<Rows rows={rowsOf(25)} />);
    expect(drawn).toEqual([0, 10, 25]);
    expect(view.getAllByRole('listitem')).toHaveLength(25);
  });

  it('draws every later change of rows whole at once', () => {
    const { drawn, Rows } = harness();
    const view = render(<Rows rows={rowsOf(25)} />);
    expect(drawn).toEqual([10, 25]);
    view.rerender(<Rows rows={rowsOf(40)} />);
    view.rerender(<Rows rows={rowsOf(3)} />);
    view.rerender(<Rows rows={rowsOf(25)} />);
    expect(drawn).toEqual([10, 25, 40, 3, 25]);
  });

  it('draws rows that fit in the first screen at once', () => {
    const { drawn, Rows } = harness();
    render(<Rows rows={rowsOf(7)} />);
    expect(drawn).toEqual([7]);
  });
});
