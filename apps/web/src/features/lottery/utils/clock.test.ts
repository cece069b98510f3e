import { describe, expect, it } from 'vitest';
import { CLOSING_POLL_MS, formatCountdown, hallPollMs, IDLE_POLL_MS, secondsUntil, shortHash } from './clock';

describe('the countdown', () => {
  it('counts whole seconds to the cut-off, never below zero', () => {
    const now = Date.parse('2026-11-27T18:00:00.000Z');
    expect(secondsUntil('2026-11-27T18:00:45.000Z', now)).toBe(45);
    expect(secondsUntil('2026-11-27T18:00:00.200Z', now)).toBe(1);
    expect(secondsUntil('2026-11-27T17:59:00.000Z', now)).toBe(0);
  });

  it('shows mm:ss, h:mm:ss and days', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(59)).toBe('00:59');
    expect(formatCountdown(61)).toBe('01:01');
    expect(formatCountdown(3_600 + 125)).toBe('1:02:05');
    expect(formatCountdown(2 * 86_400 + 3_600)).toBe('2d 01:00:00');
  });

  it('shortens a hash', () => {
    expect(shortHash('a'.repeat(8) + 'b'.repeat(48) + 'c'.repeat(8))).toBe('aaaaaaaa…cccccccc');
    expect(shortHash('abc')).toBe('abc');
  });
});

describe('how often the hall reloads', () => {
  const now = Date.parse('2026-11-27T18:00:00.000Z');
  const hall = (closesAt: string | null, clockOffsetMs = 0) => ({
    open: closesAt ? [{ closesAt }] : [],
    clockOffsetMs,
  });

  it('waits while the draw sells, polls once it has closed until the next one opens', () => {
    expect(hallPollMs(undefined, true, now)).toBe(false);
    expect(hallPollMs(hall('2026-11-27T18:00:30.000Z'), true, now)).toBe(false);
    expect(hallPollMs(hall('2026-11-27T18:00:00.000Z'), true, now)).toBe(CLOSING_POLL_MS);
    // the server's clock is 31 s ahead of the local one: the draw has closed there
    expect(hallPollMs(hall('2026-11-27T18:00:30.000Z', 31_000), true, now)).toBe(CLOSING_POLL_MS);
    expect(hallPollMs(hall(null), true, now)).toBe(CLOSING_POLL_MS);
    expect(hallPollMs(hall(null), false, now)).toBe(IDLE_POLL_MS);
  });
});
