import { describe, expect, it } from 'vitest';
import { daysInRange, presetRange, rangeProblem, resolveRange } from './date-range';

describe('date ranges of the records', () => {
  it('counts the presets back from today, both ends included, across month ends', () => {
    expect(presetRange('today', '2025-03-01')).toEqual({ startDate: '2025-03-01', endDate: '2025-03-01' });
    expect(presetRange('yesterday', '2025-03-01')).toEqual({
      startDate: '2025-02-28',
      endDate: '2025-02-28',
    });
    expect(presetRange('last7', '2025-03-03')).toEqual({ startDate: '2025-02-25', endDate: '2025-03-03' });
    expect(daysInRange(presetRange('last7', '2025-03-03'))).toBe(7);
  });

  it('keeps the custom dates of a custom draft and ignores them for a preset', () => {
    const draft = { startDate: '2025-01-05', endDate: '2025-01-09' };
    expect(resolveRange({ ...draft, preset: 'custom' }, '2025-03-10')).toEqual(draft);
    expect(resolveRange({ ...draft, preset: 'today' }, '2025-03-10')).toEqual({
      startDate: '2025-03-10',
      endDate: '2025-03-10',
    });
  });

  it('refuses dates that do not exist, a start after the end and more than 93 days', () => {
    expect(rangeProblem({ startDate: '2025-02-30', endDate: '2025-03-01' })).toBe('format');
    expect(rangeProblem({ startDate: '', endDate: '2025-03-01' })).toBe('format');
    expect(rangeProblem({ startDate: '2025-03-02', endDate: '2025-03-01' })).toBe('order');
    expect(rangeProblem({ startDate: '2025-01-01', endDate: '2025-04-03' })).toBe(null);
    expect(daysInRange({ startDate: '2025-01-01', endDate: '2025-04-03' })).toBe(93);
    expect(rangeProblem({ startDate: '2025-01-01', endDate: '2025-04-04' })).toBe('tooLong');
  });
});
