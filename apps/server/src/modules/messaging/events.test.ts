import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Db } from '../../platform/database';
import { createEventPublisher } from '../../platform/event-publisher';
import { createTestApp, operatorHeaders } from '../../test/app';
import { databaseUrl } from '../../test/test-database';
import { ANNOUNCEMENT_CHANNEL } from '../content/events';
import { UNREAD_CHANNEL } from './events';

let app: FastifyInstance;
let db: Db;

beforeAll(async () => {
  ({ app, db } = await createTestApp());
});

describe('event publisher', () => {
  it('delivers to every subscriber, survives a throwing one, and stops after unsubscribe', () => {
    const errors: unknown[] = [];
    const publisher = createEventPublisher<{ n: number }>({
      channel: 'test',
      toPayload: (event) => JSON.stringify(event),
      log: { error: (...args: unknown[]) => errors.push(args) } as never,
    });
    const seen: number[] = [];
    publisher.subscribe(() => {
      throw new Error('boom');
    });
    const stop = publisher.subscribe((event) => seen.push(event.n));
    publisher.publish([{ n: 1 }, { n: 2 }]);
    stop();
    publisher.publish([{ n: 3 }]);
    expect(seen).toEqual([1, 2]);
    expect(errors).toHaveLength(3);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('NOTIFY after commit (PostgreSQL)', () => {
  it('sends unread_changed and announcement_published to other connections', async () => {
    const info = inject('testDatabase');
    if (info.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const [{ name }] = (await db.execute<{ name: string }>(sql`select current_database() as name`)).rows as [
      { name: string },
    ];
    const listener = new pg.Client({ connectionString: databaseUrl(info.adminUrl, name) });
    await listener.connect();
    const received: Array<{ channel: string; payload: Record<string, unknown> }> = [];
    listener.on('notification', (message) =>
      received.push({ channel: message.channel, payload: JSON.parse(message.payload ?? '{}') }),
    );
    await listener.query(`listen ${UNREAD_CHANNEL}`);
    await listener.query(`listen ${ANNOUNCEMENT_CHANNEL}`);
    try {
      const sent = await app.inject({
        method: 'POST',
        url: '/admin-api/messaging/messages',
        headers: operatorHeaders,
        payload: {
          audience: { kind: 'segment', agents: true },
          title: { es: 'Agentes' },
          content: { es: '<p>Hola</p>' },
        },
      });
      const announced = await app.inject({
        method: 'POST',
        url: '/admin-api/content/announcements',
        headers: operatorHeaders,
        payload: { execution: 'A', title: { es: 'Nuevo' }, content: { es: '<p>Nuevo</p>' } },
      });
      const deadline = Date.now() + 5_000;
      while (received.length < 2 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(received).toEqual(
        expect.arrayContaining([
          {
            channel: UNREAD_CHANNEL,
            payload: { memberId: null, memberTypes: [1, 2, 41, 42], messageId: sent.json().value.id },
          },
          {
            channel: ANNOUNCEMENT_CHANNEL,
            payload: { id: announced.json().value.id, execution: 'A', startsAt: null },
          },
        ]),
      );
    } finally {
      await listener.end();
    }
  });
});
