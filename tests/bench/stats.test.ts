import { describe, expect, it } from 'vitest';
import { median, medianInterval } from './stats';

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
});
