import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/database';
import { insertOutboxEntry } from './repository';

/** A text message to a number written as "+<dialing code> <number>", for example "+52 5512345678". */
export type SmsMessage = { to: string; text: string };
export type SmsProvider = { send(message: SmsMessage): Promise<void> };

export type EmailMessage = { to: string; subject: string; text: string };
export type EmailProvider = { send(message: EmailMessage): Promise<void> };

type OutboxDeps = { db: Db; clock: Clock; log: Pick<FastifyBaseLogger, 'info'> };

/**
 * The default SMS provider: the message goes to the outbox table (readable through
 * GET /admin-api/outbox) and one log line names the recipient, never the text (it carries codes).
 */
export function createOutboxSmsProvider({ db, clock, log }: OutboxDeps): SmsProvider {
  return {
    async send({ to, text }) {
      const id = await insertOutboxEntry(db, {
        channel: 'sms',
        recipient: to,
        subject: null,
        body: text,
        createdAt: clock.now(),
      });
      log.info({ outboxId: id.toString(), channel: 'sms', recipient: to }, 'SMS written to the outbox');
    },
  };
}

/** The default e-mail provider: like the SMS one, the message goes to the outbox and the log names it. */
export function createOutboxEmailProvider({ db, clock, log }: OutboxDeps): EmailProvider {
  return {
    async send({ to, subject, text }) {
      const id = await insertOutboxEntry(db, {
        channel: 'email',
        recipient: to,
        subject,
        body: text,
        createdAt: clock.now(),
      });
      log.info({ outboxId: id.toString(), channel: 'email', recipient: to }, 'e-mail written to the outbox');
    },
  };
}
