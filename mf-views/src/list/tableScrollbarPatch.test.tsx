// rc-table measures the scroll bar's width only for a header that stays in place (patched,
// docs/decisions/264): the measure forces the whole page's styles and layout, and a list without
// a fixed or sticky header never reads it.
import { render } from '@testing-library/react';
import { Table } from 'antd';

const columns = [{ title: 'Job', dataIndex: 'name', key: 'name' }];
const rows = [{ key: 1, name: 'Smith — 3 doors' }];

/** Calls of getComputedStyle for the scroll bar's pseudo-element: rc-table's measure. */
function scrollbarMeasures(draw: () => void): number {
  const spy = jest.spyOn(window, 'getComputedStyle');
  try {
    draw();
    return spy.mock.calls.filter(([, pseudo]) => pseudo === '::-webkit-scrollbar').length;
  } finally {
    spy.mockRestore();
  }
}

it('draws a table without a fixed header without measuring the scroll bar', () => {
  expect(scrollbarMeasures(() => render(<Table columns={columns} dataSource={rows} />))).toBe(0);
  expect(
    scrollbarMeasures(() =>
      render(<Table columns={columns} dataSource={rows} scroll={{ x: 900 }} />),
    ),
  ).toBe(0);
});

it('still measures it for a fixed or sticky header, which leaves room for the bar', () => {
  expect(
    scrollbarMeasures(() =>
      render(<Table columns={columns} dataSource={rows} scroll={{ y: 240 }} />),
    ),
  ).toBe(1);
  expect(
    scrollbarMeasures(() => render(<Table columns={columns} dataSource={rows} sticky />)),
  ).toBe(1);
});
