import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { lazyChildLogger, REDACTED_PATHS } from './logger';

function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { lines, stream };
}

describe('the request logger', () => {
  it('is built only when something at or above the level is logged, with the request id and redaction', () => {
    const { lines, stream } = capture();
    const logger = pino({ level: 'warn', redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }, stream);
    const child = vi.spyOn(logger, 'child');
    const log = lazyChildLogger(logger, { reqId: 'req-1' });

    log.info('below the level');
    log.debug({ password: 'x' }, 'also below');
    expect(child).not.toHaveBeenCalled();

    log.error({ body: { password: 'secreto' } }, 'failed');
    log.warn('again');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ reqId: 'req-1', msg: 'failed', body: { password: '[redacted]' } });
    expect(log.level).toBe('warn');
  });
});
