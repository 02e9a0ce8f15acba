import { createClickCounter } from './clickCounter';

function clock() {
  let time = 0;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('createClickCounter', () => {
  it('completes on the target-th quick click, and only then', () => {
    const time = clock();
    const counter = createClickCounter(10, 1500, time.now);
    const results = Array.from({ length: 10 }, () => {
      time.advance(200);
      return counter.click();
    });
    expect(results.slice(0, 9).every((done) => !done)).toBe(true);
    expect(results[9]).toBe(true);
  });

  it('starts over after completing', () => {
    const time = clock();
    const counter = createClickCounter(3, 1500, time.now);
    const clicks = () => [counter.click(), counter.click(), counter.click()];
    expect(clicks()).toEqual([false, false, true]);
    expect(clicks()).toEqual([false, false, true]);
  });

  it('starts a new series after a long pause', () => {
    const time = clock();
    const counter = createClickCounter(3, 1500, time.now);
    counter.click();
    counter.click();
    time.advance(1501);
    expect(counter.click()).toBe(false);
    expect(counter.click()).toBe(false);
    expect(counter.click()).toBe(true);
  });
});
