import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import { createShutdown } from './lifecycle';

describe('graceful shutdown', () => {
  it(
    'finishes in-flight requests, refuses new connections, then closes the database',
    { timeout: 8_000 },
    async () => {
      let release!: () => void;
      const started = new Promise<void>((resolve) => {
        release = resolve;
      });
      let finishSlow!: () => void;
      const { app, database } = await createTestApp({
        register: (instance) => {
          instance.get('/wps/test/slow', async () => {
            release();
            await new Promise<void>((resolve) => {
              finishSlow = resolve;
            });
            return { success: true, value: 'finished', message: null };
          });
        },
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const base = `http://127.0.0.1:${port}`;

      const inFlight = fetch(`${base}/wps/test/slow`).then(async (reply) => ({
        status: reply.status,
        body: (await reply.json()) as { value: string },
      }));
      await started;

      const shutdown = createShutdown(app, database);
      const stopping = shutdown();
      expect(shutdown()).toBe(stopping);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(app.server.listening).toBe(false);
      await expect(fetch(`${base}/healthz`)).rejects.toThrow();

      finishSlow();
      expect(await inFlight).toEqual({ status: 200, body: expect.objectContaining({ value: 'finished' }) });
      await stopping;
      await expect(database.ping()).rejects.toThrow();
    },
  );
});
