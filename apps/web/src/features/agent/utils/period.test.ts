import { describe, expect, it } from 'vitest';
import { periodQuery, periodRange, rangeProblem, readPeriod } from './period';

describe('report periods (brand-zone dates, weeks from Monday)', () => {
  // Wednesday 12 March 2025.
  const today = '2025-03-12';

  it.each([
    ['today', '2025-03-12', '2025-03-12'],
    ['yesterday', '2025-03-11', '2025-03-11'],
    ['thisWeek', '2025-03-10', '2025-03-12'],
    ['lastWeek', '2025-03-03', '2025-03-09'],
    ['thisMonth', '2025-03-01', '2025-03-12'],
    ['lastMonth', '2025-02-01', '2025-02-28'],
  ] as const)('%s runs from %s to %s', (period, startDate, endDate) => {
    expect(periodRange(period, today)).toEqual({ startDate, endDate });
  });

  it('counts a Sunday in the week that started the Monday before', () => {
    expect(periodRange('thisWeek', '2025-03-16')).toEqual({ startDate: '2025-03-10', endDate: '2025-03-16' });
    expect(periodRange('lastMonth', '2025-01-15')).toEqual({
      startDate: '2024-12-01',
      endDate: '2024-12-31',
    });
  });

  it('reads the address: presets stay presets, custom needs two real dates', () => {
    const read = (search: string) => readPeriod(new URLSearchParams(search), today);
    expect(read('period=lastWeek')).toEqual({
      period: 'lastWeek',
      startDate: '2025-03-03',
      endDate: '2025-03-09',
    });
    expect(read('period=custom&startDate=2025-03-01&endDate=2025-03-05')).toEqual({
      period: 'custom',
      startDate: '2025-03-01',
      endDate: '2025-03-05',
    });
    expect(read('period=custom&startDate=2025-02-30&endDate=2025-03-05').period).toBe('today');
    expect(read('period=decade').period).toBe('today');
    expect(read('').period).toBe('today');
  });

  it('writes only the preset, or the custom dates, into the address', () => {
    expect(periodQuery({ period: 'thisMonth', startDate: '2025-03-01', endDate: '2025-03-12' })).toEqual({
      period: 'thisMonth',
      startDate: null,
      endDate: null,
    });
    expect(periodQuery({ period: 'custom', startDate: '2025-03-01', endDate: '2025-03-02' })).toEqual({
      period: 'custom',
      startDate: '2025-03-01',
      endDate: '2025-03-02',
    });
  });

  it('finds what is wrong with a custom range', () => {
    expect(rangeProblem({ startDate: '2025-03-05', endDate: '2025-03-01' }, 93)).toBe('order');
    expect(rangeProblem({ startDate: '2025-01-01', endDate: '2025-12-31' }, 93)).toBe('tooLong');
    expect(rangeProblem({ startDate: '2025-13-01', endDate: '2025-12-31' }, 93)).toBe('format');
    expect(rangeProblem({ startDate: '2025-03-01', endDate: '2025-03-01' }, 93)).toBeNull();
  });
});
