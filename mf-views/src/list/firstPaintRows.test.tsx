import { render } from '@testing-library/react';
import { useRef } from 'react';
import { FIRST_ROW_HEIGHT, firstRowsGuess, rowsToFill, useFirstPaintRows } from './firstPaintRows';

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

  describe('drawn to fill the window (ADR 263)', () => {
    /** Rows in a box laid out from `top`, each `rowHeight` tall, as the browser would measure it. */
    function measuredHarness(top: number, rowHeight: number, guess: number) {
      const drawn: number[] = [];
      function Rows({ rows }: { rows: number[] }) {
        const box = useRef<HTMLUListElement>(null);
        const shown = useFirstPaintRows(rows, guess, () => box.current);
        drawn.push(shown.length);
        return (
          <ul ref={box}>
            {shown.map((row) => (
              <li key={row}>{row}</li>
            ))}
          </ul>
        );
      }
      const rect = jest
        .spyOn(HTMLUListElement.prototype, 'getBoundingClientRect')
        .mockImplementation(function (this: HTMLUListElement) {
          const height = this.children.length * rowHeight;
          return { top, bottom: top + height, height } as DOMRect;
        });
      return { drawn, Rows, rect };
    }

    const windowHeight = window.innerHeight;
    afterEach(() => {
      jest.restoreAllMocks();
      window.innerHeight = windowHeight;
    });

    it('draws the rows the window still has room for before the paint, then all of them', () => {
      // A 900 px window, the rows from 200 px down, 47 px each: 15 rows reach past its bottom.
      window.innerHeight = 900;
      const { drawn, Rows } = measuredHarness(200, 47, 5);
      render(<Rows rows={rowsOf(25)} />);
      expect(drawn).toEqual([5, 16, 25]);
    });

    it('draws no more first when the guessed rows already reach below the window', () => {
      window.innerHeight = 900;
      const { drawn, Rows } = measuredHarness(200, 160, 5);
      render(<Rows rows={rowsOf(25)} />);
      expect(drawn).toEqual([5, 25]);
    });

    it('leaves a list it cannot measure (a hidden tab) at its guess until all are drawn', () => {
      window.innerHeight = 900;
      const { drawn, Rows } = measuredHarness(0, 0, 5);
      render(<Rows rows={rowsOf(25)} />);
      expect(drawn).toEqual([5, 25]);
    });
  });

  it('guesses a window of rows by their kind: 17 short rows or 5 opened ones at 900 px', () => {
    expect(firstRowsGuess(900, false)).toBe(Math.ceil(900 / FIRST_ROW_HEIGHT.compact));
    expect(firstRowsGuess(900, false)).toBe(17);
    expect(firstRowsGuess(900, true)).toBe(5);
    expect(firstRowsGuess(0, true)).toBe(1);
  });

  it('measures how many rows fill the window from the drawn ones', () => {
    // 5 rows of 100 px from 100 px: the box ends at 600 of 900, three rows short, and one more.
    expect(rowsToFill({ top: 100, bottom: 600, height: 500 }, 5, 900)).toBe(9);
    expect(rowsToFill({ top: 100, bottom: 900, height: 800 }, 5, 900)).toBe(5);
    expect(rowsToFill({ top: 950, bottom: 1450, height: 500 }, 5, 900)).toBe(5);
    expect(rowsToFill({ top: 0, bottom: 0, height: 0 }, 5, 900)).toBe(5);
    expect(rowsToFill({ top: 0, bottom: 0, height: 0 }, 0, 900)).toBe(0);
  });
});
