import fs from 'node:fs';
import os from 'node:os';
import { createPackingPool } from './packing-pool';
import { lowerThreadPriority } from './packing-worker';
import { SS_MESH } from './seed-data';

/** The nice value of each thread of this process (Linux: /proc/self/task/<tid>/stat, field 19). */
function threadNiceValues(): Map<number, number> {
  const values = new Map<number, number>();
  for (const tid of fs.readdirSync('/proc/self/task')) {
    try {
      const stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      // The fields after the command name, which may hold spaces, start after ") ".
      const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
      values.set(Number(tid), Number(fields[16]));
    } catch {
      // the thread ended meanwhile
    }
  }
  return values;
}

const onLinux = process.platform === 'linux' ? it : it.skip;

describe('packing pool: its threads give way to the event loop (ADR 201)', () => {
  onLinux(
    'runs packs on threads of the lowest priority, the event loop keeps its own',
    async () => {
      const before = threadNiceValues();
      const pool = createPackingPool(1);
      try {
        const layout = await pool.run({
          items: [
            {
              name: 'Panel 1',
              panelId: 1,
              itemNumber: 1,
              meshSize: SS_MESH,
              width: 600,
              height: 900,
              rotatable: true,
            },
          ],
          stock: {
            [SS_MESH]: [{ name: '1500 × 3000', width: 1500, height: 3000, price: '100.00' }],
          },
          options: { kerf: 0, maxWastePercentage: 35, sortStrategy: 'DESC' },
        });
        expect(Object.keys(layout)).toEqual([SS_MESH]);
        const started = [...threadNiceValues()].filter(([tid]) => !before.has(tid));
        // The pool's thread (idle until its timeout) is among the new ones, at nice 19.
        expect(started.map(([, nice]) => nice)).toContain(os.constants.priority.PRIORITY_LOW);
        expect(threadNiceValues().get(process.pid)).toBe(before.get(process.pid));
      } finally {
        await pool.close();
      }
    },
  );

  it('keeps the thread as it is where the system refuses a lower priority', () => {
    const calls: Array<[number, number]> = [];
    expect(lowerThreadPriority((pid, priority) => calls.push([pid, priority]))).toBe(true);
    expect(calls).toEqual([[0, 19]]);
    expect(
      lowerThreadPriority(() => {
        throw new Error('EACCES');
      }),
    ).toBe(false);
  });
});
