import type { TLanguage } from '@platform/contracts/i18n';
import { AGENT_TYPES } from '@platform/contracts/member-types';
import {
  ZFeedbackAnswerRequestSchema,
  ZFeedbackRequestSchema,
  ZInboxMessageInputSchema,
  type TFeedbackType,
  type TInboxMessage,
  type TOperatorFeedback,
  type TOperatorInboxMessage,
} from '@platform/contracts/messaging';
import type { TBrandConfig } from '@platform/contracts/system';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthMember } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/database';
import { AppError } from '../../platform/errors';
import { pageReply, type PageReply, type PageRequest } from '../../platform/paging';
import { enforceThrottles } from '../../platform/throttle';
import { parseInput } from '../../platform/validation';
import { pickText } from '../content/service';
import { cleanLocalizedHtml, sanitizeHtml } from '../content/sanitize';
import { recordAudit, type ChangeAuthor } from '../system/service';
import type { UnreadChanged, UnreadPublisher } from './events';
import * as repository from './repository';
import { escapeHtml } from '../../platform/html';

/** What messaging needs of a member (identity module). */
export type MessagingMember = {
  id: string;
  account: string;
  type: number;
  language: TLanguage;
  createdAt: Date;
};

export type MessagingIdentity = {
  getMemberById(id: string): Promise<MessagingMember | null>;
  findMemberByAccount(account: string): Promise<MessagingMember | null>;
  /** The captcha of GET /wps/captcha (CAPTCHA_REQUIRED / CAPTCHA_INVALID; off with CAPTCHA_CHECK=off). */
  checkCaptcha(captchaId: string | undefined, answer: string | undefined): Promise<void>;
};

export type MessagingServiceDeps = {
  db: Db;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'error'>;
  brand: () => Promise<TBrandConfig>;
  identity: MessagingIdentity;
  events: UnreadPublisher;
};

/** Feedback a client may send: 10 per 10 minutes per member or per address. */
export const FEEDBACK_THROTTLE = { limit: 10, windowMs: 10 * 60_000 };

const FEEDBACK_TYPE_NAMES: Record<TLanguage, Record<TFeedbackType, string>> = {
  es: {
    0: 'Otros',
    1: 'Depósito',
    2: 'Retiro',
    3: 'Juego',
    4: 'Atención al cliente',
    6: 'Solicitud de agente',
  },
  en: { 0: 'Others', 1: 'Deposit', 2: 'Withdrawal', 3: 'Game', 4: 'Customer service', 6: 'Apply for agent' },
};

const ANSWER_TEXTS: Record<TLanguage, { title: string; yours: string; answer: string }> = {
  es: { title: 'Respuesta a su comentario', yours: 'Su comentario', answer: 'Nuestra respuesta' },
  en: { title: 'Reply to your feedback', yours: 'Your feedback', answer: 'Our reply' },
};

/** Plain text as HTML paragraphs (line breaks kept). */
const textToHtml = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br />')}</p>`)
    .join('');

const toId = (id: string): bigint => {
  if (!/^\d{1,18}$/.test(id)) throw new AppError('NOT_FOUND');
  return BigInt(id);
};

export function createMessagingService(deps: MessagingServiceDeps) {
  const { db, clock, identity } = deps;

  async function readerOf(memberId: string): Promise<repository.Reader & { language: TLanguage }> {
    const member = await identity.getMemberById(memberId);
    if (!member) throw new AppError('NOT_LOGGED_IN');
    return { memberId: member.id, type: member.type, createdAt: member.createdAt, language: member.language };
  }

  /** Publishes each member's new unread count (after the commit). */
  async function publishFor(memberIds: readonly string[], messageId: string | null) {
    const events: UnreadChanged[] = [];
    for (const memberId of memberIds) {
      const reader = await readerOf(memberId).catch(() => null);
      if (!reader) continue;
      events.push({ memberId, unreadMessage: await repository.countUnread(db, reader), messageId });
    }
    deps.events.publish(events);
  }

  async function toInboxMessage(
    row: { message: repository.InboxMessageRow; readAt: Date | null },
    lang: TLanguage,
  ): Promise<TInboxMessage> {
    const fallback = (await deps.brand()).defaultLanguage;
    return {
      id: row.message.id.toString(),
      kind: row.message.kind as TInboxMessage['kind'],
      title: pickText(row.message.title, lang, fallback),
      content: sanitizeHtml(pickText(row.message.content, lang, fallback)),
      read: row.readAt !== null,
      createdAt: row.message.createdAt.toISOString(),
    };
  }

  return {
    // ----- feedback -----

    /**
     * Stores a member's or a visitor's feedback: content 20–200 characters, a known type, the captcha; a
     * visitor must name a sender. Nothing is stored when any check fails.
     */
    async sendFeedback(input: unknown, member: AuthMember | null, meta: { ip: string }) {
      const body = parseInput(ZFeedbackRequestSchema, input);
      const sender = body.sender || member?.account;
      if (!sender) throw new AppError('VALIDATION_FAILED', { fields: ['sender'] });
      const now = clock.now();
      await enforceThrottles(
        db,
        [
          {
            key: member ? `feedback:member:${member.id}` : `feedback:client:${meta.ip}`,
            ...FEEDBACK_THROTTLE,
          },
        ],
        now,
      );
      await identity.checkCaptcha(body.captchaId, body.captcha);
      const row = await repository.insertFeedback(db, {
        memberId: member?.id ?? null,
        sender,
        type: body.type,
        content: body.content,
        clientIp: meta.ip,
        createdAt: now,
      });
      return { id: row.id.toString(), createdAt: row.createdAt.toISOString() };
    },

    async listFeedback(
      query: PageRequest & { status?: string; type?: number },
    ): Promise<PageReply<TOperatorFeedback>> {
      const { status, type, ...page } = query;
      const { rows, total } = await repository.pageFeedback(db, page, { status, type });
      const accounts = new Map<string, string>();
      for (const row of rows) {
        if (row.memberId && !accounts.has(row.memberId)) {
          accounts.set(row.memberId, (await identity.getMemberById(row.memberId))?.account ?? '');
        }
      }
      return pageReply(
        page,
        rows.map((row) => ({
          id: row.id.toString(),
          memberId: row.memberId,
          account: row.memberId ? (accounts.get(row.memberId) ?? null) : null,
          sender: row.sender,
          type: row.type,
          content: row.content,
          status: row.status as TOperatorFeedback['status'],
          answer: row.answer,
          answeredBy: row.answeredBy,
          answeredAt: row.answeredAt?.toISOString() ?? null,
          messageId: row.messageId?.toString() ?? null,
          createdAt: row.createdAt.toISOString(),
        })),
        total,
      );
    },

    /**
     * An operator answers feedback once (again: 409 CONFLICT). A member's answer arrives in their inbox, in
     * the member's language, in the same transaction; a visitor's stays on the feedback.
     */
    async answerFeedback(id: string, input: unknown, author: ChangeAuthor) {
      const { answer } = parseInput(ZFeedbackAnswerRequestSchema, input);
      const key = toId(id);
      const now = clock.now();
      // The member's language is read before the transaction: identity reads through its own connection.
      const found = await repository.findFeedback(db, key);
      if (!found) throw new AppError('NOT_FOUND');
      const member = found.memberId ? await identity.getMemberById(found.memberId) : null;
      const lang = member?.language ?? (await deps.brand()).defaultLanguage;
      const result = await db.transaction(async (tx) => {
        const before = await repository.findFeedbackForUpdate(tx, key);
        if (!before) throw new AppError('NOT_FOUND');
        if (before.status === 'ANSWERED') throw new AppError('CONFLICT');
        let messageId: bigint | null = null;
        if (before.memberId) {
          const texts = ANSWER_TEXTS[lang];
          const typeName = FEEDBACK_TYPE_NAMES[lang][before.type as TFeedbackType] ?? '';
          const message = await repository.insertMessage(
            tx,
            {
              kind: 'FEEDBACK_REPLY',
              audience: 'MEMBERS',
              memberTypes: [],
              title: { [lang]: texts.title },
              content: {
                [lang]: sanitizeHtml(
                  `<p><strong>${escapeHtml(texts.yours)} (${escapeHtml(typeName)}):</strong></p><blockquote>${textToHtml(before.content)}</blockquote><p><strong>${escapeHtml(texts.answer)}:</strong></p>${textToHtml(answer)}`,
                ),
              },
              createdBy: author.actor,
              createdAt: now,
            },
            [before.memberId],
          );
          messageId = message.id;
        }
        const after = await repository.answerFeedback(tx, key, {
          answer,
          answeredBy: author.actor,
          answeredAt: now,
          messageId,
        });
        await recordAudit(tx, {
          ...author,
          action: 'messaging.feedback.answer',
          target: `feedback:${key}`,
          before: { status: before.status },
          after: { status: after.status, answer, messageId: messageId?.toString() ?? null },
        });
        return after;
      });
      if (result.memberId) await publishFor([result.memberId], result.messageId?.toString() ?? null);
      return { id: result.id.toString(), messageId: result.messageId?.toString() ?? null };
    },

    // ----- inbox (member side) -----

    async inbox(memberId: string, query: PageRequest & { unread?: 'true' | 'false' }) {
      const reader = await readerOf(memberId);
      const [{ rows, total }, unread] = await Promise.all([
        repository.pageInbox(db, reader, query, query.unread === 'true'),
        repository.countUnread(db, reader),
      ]);
      const content = await Promise.all(rows.map((row) => toInboxMessage(row, reader.language)));
      return {
        ...pageReply({ pageNo: query.pageNo, pageSize: query.pageSize }, content, total),
        unreadMessage: unread,
      };
    },

    /** One message, marked read; a message the member does not receive: 404 NOT_FOUND. */
    async readMessage(memberId: string, id: string) {
      const reader = await readerOf(memberId);
      const key = toId(id);
      const row = await repository.findVisible(db, reader, key);
      if (!row) throw new AppError('NOT_FOUND');
      const now = clock.now();
      const changed = row.readAt === null && (await repository.markRead(db, memberId, key, now));
      const unread = await repository.countUnread(db, reader);
      if (changed) deps.events.publish([{ memberId, unreadMessage: unread, messageId: id }]);
      return {
        ...(await toInboxMessage({ message: row.message, readAt: row.readAt ?? now }, reader.language)),
        unreadMessage: unread,
      };
    },

    async markAllRead(memberId: string) {
      const reader = await readerOf(memberId);
      const marked = await repository.markAllRead(db, reader, clock.now());
      if (marked > 0) deps.events.publish([{ memberId, unreadMessage: 0, messageId: null }]);
      return { marked, unreadMessage: await repository.countUnread(db, reader) };
    },

    async unreadCount(memberId: string) {
      return { unreadMessage: await repository.countUnread(db, await readerOf(memberId)) };
    },

    /**
     * A message from the platform to one member (another module's notice, e.g. a contract that ended),
     * with its title and plain-text content in each language; the member reads it in theirs.
     */
    async sendSystemMessage(input: {
      memberId: string;
      title: Record<TLanguage, string>;
      content: Record<TLanguage, string>;
      createdBy: string;
    }): Promise<string> {
      const content = Object.fromEntries(
        Object.entries(input.content).map(([lang, text]) => [lang, sanitizeHtml(textToHtml(text))]),
      );
      const row = await db.transaction((tx) =>
        repository.insertMessage(
          tx,
          {
            kind: 'NOTICE',
            audience: 'MEMBERS',
            memberTypes: [],
            title: input.title,
            content,
            createdBy: input.createdBy,
            createdAt: clock.now(),
          },
          [input.memberId],
        ),
      );
      const messageId = row.id.toString();
      await publishFor([input.memberId], messageId);
      return messageId;
    },

    // ----- inbox (operator side) -----

    /**
     * Sends a message to one member, a list of accounts, a segment or everyone. Segment and "all" messages
     * are one row; a list names its members (unknown accounts: 400 naming them, nothing sent).
     */
    async sendMessage(input: unknown, author: ChangeAuthor): Promise<TOperatorInboxMessage> {
      const body = parseInput(ZInboxMessageInputSchema, input);
      const content = cleanLocalizedHtml(body.content as Record<string, string>, 'content');
      const audience = body.audience;
      let recipients: string[] = [];
      let memberTypes: number[] = [];
      if (audience.kind === 'member' || audience.kind === 'accounts') {
        const accounts = audience.kind === 'member' ? [audience.account] : audience.accounts;
        const found = await Promise.all(accounts.map((account) => identity.findMemberByAccount(account)));
        const unknown = accounts.filter((_, index) => !found[index]);
        if (unknown.length > 0) {
          if (audience.kind === 'member') throw new AppError('USER_NOT_FOUND');
          throw new AppError('VALIDATION_FAILED', {
            fields: ['audience.accounts'],
            details: { fields: ['audience.accounts'], unknownAccounts: unknown },
          });
        }
        recipients = found.map((member) => member!.id);
      } else if (audience.kind === 'segment') {
        memberTypes = [...new Set([...audience.memberTypes, ...(audience.agents ? AGENT_TYPES : [])])].sort(
          (a, b) => a - b,
        );
      }
      const now = clock.now();
      const stored = await db.transaction(async (tx) => {
        const row = await repository.insertMessage(
          tx,
          {
            kind: 'NOTICE',
            audience: audience.kind === 'all' ? 'ALL' : audience.kind === 'segment' ? 'SEGMENT' : 'MEMBERS',
            memberTypes,
            includeNewMembers:
              audience.kind === 'all' || audience.kind === 'segment' ? body.includeNewMembers : false,
            title: body.title as Record<string, string>,
            content,
            createdBy: author.actor,
            createdAt: now,
          },
          recipients,
        );
        await recordAudit(tx, {
          ...author,
          action: 'messaging.message.send',
          target: `inbox_message:${row.id}`,
          before: null,
          after: { audience, title: body.title, recipients: recipients.length },
        });
        return row;
      });
      const messageId = stored.id.toString();
      if (stored.audience === 'MEMBERS') await publishFor(recipients, messageId);
      else
        deps.events.publish([
          { memberId: null, memberTypes: stored.audience === 'ALL' ? null : memberTypes, messageId },
        ]);
      return toOperatorMessage(stored, recipients.length, 0);
    },

    async listMessages(page: PageRequest): Promise<PageReply<TOperatorInboxMessage>> {
      const { rows, total } = await repository.pageMessages(db, page);
      return pageReply(
        page,
        rows.map((row) => toOperatorMessage(row.message, row.recipients, row.reads)),
        total,
      );
    },

    /** Withdraws a message: no member sees it any more (read states are kept). */
    async withdrawMessage(id: string, author: ChangeAuthor): Promise<void> {
      const key = toId(id);
      const now = clock.now();
      const { message, recipients } = await db.transaction(async (tx) => {
        const before = await repository.findMessage(tx, key, true);
        if (!before) throw new AppError('NOT_FOUND');
        if (before.withdrawnAt) throw new AppError('CONFLICT');
        await repository.withdrawMessage(tx, key, now);
        await recordAudit(tx, {
          ...author,
          action: 'messaging.message.withdraw',
          target: `inbox_message:${key}`,
          before: { withdrawnAt: null },
          after: { withdrawnAt: now.toISOString() },
        });
        return {
          message: before,
          recipients: before.audience === 'MEMBERS' ? await repository.recipientsOf(tx, key) : [],
        };
      });
      if (message.audience === 'MEMBERS') await publishFor(recipients, id);
      else
        deps.events.publish([
          {
            memberId: null,
            memberTypes: message.audience === 'ALL' ? null : message.memberTypes,
            messageId: id,
          },
        ]);
    },
  };
}

function toOperatorMessage(
  row: repository.InboxMessageRow,
  recipients: number,
  reads: number,
): TOperatorInboxMessage {
  return {
    id: row.id.toString(),
    kind: row.kind as TOperatorInboxMessage['kind'],
    audience: row.audience as TOperatorInboxMessage['audience'],
    memberTypes: row.memberTypes,
    recipients,
    includeNewMembers: row.includeNewMembers,
    title: row.title,
    content: row.content,
    reads,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
  };
}

export type MessagingService = ReturnType<typeof createMessagingService>;
