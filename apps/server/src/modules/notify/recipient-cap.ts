import { createHash } from 'node:crypto';
import type { Db } from '../../platform/database';
import { AppError } from '../../platform/errors';
import { hitThrottle } from '../../platform/throttle';

export type Recipient =
  { channel: 'email'; address: string } | { channel: 'sms'; dialingCode: string; mobile: string };

const HOUR_MS = 3_600_000;

const digits = (text: string) => text.replace(/\D/g, '').replace(/^0+/, '');

/**
 * One key per mailbox or phone, whatever way a request spells it: e-mail addresses compare without case,
 * numbers by the digits of the dialing code and of the number, each without leading zeros (a trunk
 * prefix). Hashed, so the throttles table holds no address and no input character reaches the key.
 */
function recipientKey(recipient: Recipient): string {
  const normalized =
    recipient.channel === 'email'
      ? recipient.address.trim().toLowerCase()
      : `${digits(recipient.dialingCode)} ${digits(recipient.mobile)}`;
  return `recipient:${recipient.channel}:${createHash('sha256').update(normalized).digest('hex')}`;
}

/**
 * Counts one message request to `recipient` against `perHour`, across every client and server process
 * (429 MESSAGE_LIMIT_REACHED with retryAfterSeconds when over). Callers count every request that names
 * the recipient, delivered or not, so a refusal never tells whether the recipient has an account.
 */
export async function enforceRecipientCap(
  db: Db,
  recipient: Recipient,
  perHour: number,
  now: Date,
): Promise<void> {
  const result = await hitThrottle(
    db,
    { key: recipientKey(recipient), limit: perHour, windowMs: HOUR_MS },
    now,
  );
  if (!result.allowed) {
    throw new AppError('MESSAGE_LIMIT_REACHED', {
      details: { retryAfterSeconds: result.retryAfterSeconds },
    });
  }
}
