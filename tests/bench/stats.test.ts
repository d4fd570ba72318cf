import { describe, expect, it } from 'vitest';
import { median, medianInterval, mostRuns } from './stats';

describe('bench statistics', () => {
  it('median', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
  });

  it('the median interval narrows with more values and holds its coverage', () => {
    const ten = [10, 1, 9, 2, 8, 3, 7, 4, 6, 5];
    // n = 10, 90%: [x(2), x(9)] covers 1 - 2·P(X ≤ 1) = 97.9%; [x(3), x(8)] covers 89.1% < 90%.
    expect(medianInterval(ten, 0.9)).toEqual([2, 9]);
    expect(medianInterval(ten, 0.8)).toEqual([3, 8]);
    expect(medianInterval([5, 1, 3], 0.9)).toEqual([1, 5]);
    expect(medianInterval([], 0.9).every(Number.isNaN)).toBe(true);
  });

  it('what most runs had: an item in half of them or fewer is left out, with its count', () => {
    const counts = new Map([['panel.js', 9], ['core.js', 9], ['frame-login.js', 1], ['half.js', 4], ['most.js', 5]]);
    expect(mostRuns(counts, 9)).toEqual({ most: ['core.js', 'most.js', 'panel.js'], fewer: ['frame-login.js (1 of 9)', 'half.js (4 of 9)'] });
    expect(mostRuns(new Map([['a', 1], ['b', 2]]), 2)).toEqual({ most: ['b'], fewer: ['a (1 of 2)'] });
  });
});
