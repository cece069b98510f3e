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

describe('the request logger inside Fastify', () => {
  it('answers requests without building a child logger when nothing is logged, and logs errors with the request id', async () => {
    const { default: Fastify } = await import('fastify');
    const { lines, stream } = capture();
    const logger = pino({ level: 'warn' }, stream);
    const app = Fastify({ loggerInstance: logger, childLoggerFactory: lazyChildLogger });
    app.get('/quiet', async () => ({ ok: true }));
    app.get('/loud', async (request) => {
      request.log.warn({ detail: 1 }, 'careful');
      return { ok: true };
    });
    await app.ready();
    // Fastify's own logger (the instance it was given, or its child) from here on.
    const child = vi.spyOn(app.log, 'child');
    const quiet = await app.inject({ method: 'GET', url: '/quiet' });
    expect(quiet.json()).toEqual({ ok: true });
    expect(child).not.toHaveBeenCalled();
    const loud = await app.inject({ method: 'GET', url: '/loud' });
    expect(loud.statusCode).toBe(200);
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines.at(-1)).toMatchObject({ msg: 'careful', detail: 1, reqId: expect.any(String) });
    await app.close();
  });
});
