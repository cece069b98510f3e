import { createHash, randomBytes } from 'node:crypto';
import {
  CHAT_HISTORY_PAGE_SIZE,
  ZChatReplyRequestSchema,
  type TChatHistory,
  type TChatMessage,
  type TChatModel,
  type TChatRoom,
  type TLaunchChatValue,
} from '@platform/contracts/chat';
import type { TLanguage } from '@platform/contracts/i18n';
import type { TBrandConfig } from '@platform/contracts/system';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthMember } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/database';
import { AppError } from '../../platform/errors';
import { pageReply, type PageReply, type PageRequest } from '../../platform/paging';
import { enforceThrottles } from '../../platform/throttle';
import { parseInput } from '../../platform/validation';
import type { MemberSummary } from '../identity/service';
import { utcOffsetMinutes } from '../system/rules';
import { recordAudit, type ChangeAuthor } from '../system/service';
import type { ChatPublisher } from './events';
import { CHAT_MODELS, CLOSED_TEXTS, findModel, modelView } from './models';
import type { ChatPageZone } from './page';
import * as repository from './repository';

/** How long the chat token of a chatUrl works (the page shows "launch the chat again" afterwards). */
export const CHAT_TOKEN_HOURS = 4;
/** Messages a member may send per minute, over every connection and process. */
export const CHAT_MEMBER_THROTTLE = { limit: 30, windowMs: 60_000 };

export const CHAT_PAGE_PATH = '/chat';

export type ChatServiceDeps = {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  identity: { getMemberById(id: string): Promise<MemberSummary | null> };
  events: ChatPublisher;
  /** The brand: its default language for members without one, its time zone for the chat page. */
  brand: () => Promise<Pick<TBrandConfig, 'defaultLanguage' | 'timeZone'>>;
};

/** Who writes an operator message: the audit author and the name shown in the console. */
export type ChatOperator = ChangeAuthor & { name: string | null };

/** What a chat token opens. */
export type ChatTokenGrant = { roomId: string; memberId: string; expiresAt: Date };

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const toId = (id: string): bigint => {
  if (!/^\d{1,18}$/.test(id)) throw new AppError('NOT_FOUND');
  return BigInt(id);
};

export function toChatMessage(row: repository.ChatMessageRow): TChatMessage {
  return {
    id: row.id.toString(),
    roomId: row.roomId.toString(),
    sender: row.sender as TChatMessage['sender'],
    senderName: row.senderName,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The built-in chat: rooms per member and model, plain-text messages with history, operator replies. */
export function createChatService(deps: ChatServiceDeps) {
  const { db, clock, brand } = deps;

  async function languageOf(memberId: string): Promise<TLanguage> {
    return (await deps.identity.getMemberById(memberId))?.language ?? (await brand()).defaultLanguage;
  }

  async function toRoom(row: repository.ChatRoomRow, lang?: TLanguage): Promise<TChatRoom> {
    const member = await deps.identity.getMemberById(row.memberId);
    return {
      id: row.id.toString(),
      memberId: row.memberId,
      account: member?.account ?? '',
      model: row.model,
      modelName: modelView(row.model, lang ?? member?.language ?? 'es').name,
      status: row.status as TChatRoom['status'],
      awaitingReply: row.status === 'OPEN' && row.lastSender === 'MEMBER',
      lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
      lastMessagePreview: row.lastMessagePreview,
      createdAt: row.createdAt.toISOString(),
      closedAt: row.closedAt?.toISOString() ?? null,
    };
  }

  async function write(
    roomId: bigint,
    input: { sender: 'MEMBER' | 'OPERATOR' | 'SYSTEM'; text: string; operator?: ChatOperator },
    check: (room: repository.ChatRoomRow) => void,
  ) {
    const now = clock.now();
    const result = await db.transaction(async (tx) => {
      const room = await repository.lockRoom(tx, roomId);
      if (!room) throw new AppError('NOT_FOUND');
      check(room);
      if (room.status !== 'OPEN') throw new AppError('CHAT_CLOSED');
      const written = await repository.insertMessage(tx, {
        roomId,
        sender: input.sender,
        operatorActor: input.operator?.actor ?? null,
        senderName: input.operator?.name ?? null,
        text: input.text,
        createdAt: now,
      });
      if (input.operator) {
        await recordAudit(tx, {
          actor: input.operator.actor,
          requestId: input.operator.requestId,
          action: 'chat.reply',
          target: `chat:${roomId}`,
          before: null,
          after: { messageId: written.message.id.toString(), text: input.text },
        });
      }
      return written;
    });
    const message = toChatMessage(result.message);
    deps.events.publish([
      { kind: 'message', memberId: result.room.memberId, room: await toRoom(result.room), message },
    ]);
    return message;
  }

  async function historyOf(room: repository.ChatRoomRow, query: { before?: string; limit?: number }) {
    const { rows, hasMore } = await repository.history(
      db,
      room.id,
      query.before ? toId(query.before) : null,
      Math.min(Math.max(query.limit ?? CHAT_HISTORY_PAGE_SIZE, 1), 100),
    );
    return { roomId: room.id.toString(), messages: rows.map(toChatMessage), hasMore } satisfies TChatHistory;
  }

  async function memberRoom(memberId: string, roomId: string) {
    const room = await repository.findRoom(db, toId(roomId));
    // Another member's room is answered like an unknown one.
    if (!room || room.memberId !== memberId) throw new AppError('NOT_FOUND');
    return room;
  }

  return {
    /** The zone the chat page dates messages in: the brand's, with its UTC offset now. */
    async pageZone(): Promise<ChatPageZone> {
      const { timeZone } = await brand();
      return { timeZone, utcOffsetMinutes: utcOffsetMinutes(timeZone, clock.now()) };
    },

    models(lang: TLanguage): TChatModel[] {
      return CHAT_MODELS.map((model) => modelView(model.code, lang));
    },

    /**
     * Opens (or reopens: one open room per member and model) the member's room of a model and issues a
     * chat token for its page. A new room starts with the model's welcome text in the member's language.
     */
    async launch(member: AuthMember, input: { model?: string; lang: TLanguage }): Promise<TLaunchChatValue> {
      const model = input.model ?? CHAT_MODELS[0]!.code;
      const definition = findModel(model);
      if (!definition) throw new AppError('VALIDATION_FAILED', { fields: ['model'] });
      const now = clock.now();
      let room = await repository.findOpenRoom(db, member.id, model);
      if (!room) {
        const created = await repository.insertOpenRoom(db, { memberId: member.id, model, createdAt: now });
        room = created ?? (await repository.findOpenRoom(db, member.id, model));
        if (!room) throw new AppError('CONFLICT');
        if (created) {
          deps.events.publish([{ kind: 'room', memberId: member.id, room: await toRoom(created) }]);
          await write(created.id, { sender: 'SYSTEM', text: definition.texts[input.lang].welcome }, () => {});
        }
      }
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + CHAT_TOKEN_HOURS * 3_600_000);
      await repository.insertToken(db, {
        tokenHash: hashToken(token),
        roomId: room.id,
        memberId: member.id,
        createdAt: now,
        expiresAt,
      });
      const roomId = room.id.toString();
      return {
        // The token travels in the fragment: never sent to a server, never in a Referer or an access log.
        chatUrl: `${CHAT_PAGE_PATH}/${roomId}?lang=${input.lang}#t=${token}`,
        roomId,
        model,
        expiresAt: expiresAt.toISOString(),
      };
    },

    /** What a chat token opens, or `expired`/`unknown`. */
    async resolveToken(
      token: string,
    ): Promise<{ kind: 'valid'; grant: ChatTokenGrant } | { kind: 'expired' } | { kind: 'unknown' }> {
      const row = await repository.findToken(db, hashToken(token));
      if (!row) return { kind: 'unknown' };
      if (row.expiresAt <= clock.now()) return { kind: 'expired' };
      return {
        kind: 'valid',
        grant: { roomId: row.roomId.toString(), memberId: row.memberId, expiresAt: row.expiresAt },
      };
    },

    async room(roomId: string, lang?: TLanguage): Promise<TChatRoom> {
      const row = await repository.findRoom(db, toId(roomId));
      if (!row) throw new AppError('NOT_FOUND');
      return toRoom(row, lang);
    },

    async memberHistory(memberId: string, roomId: string, query: { before?: string; limit?: number }) {
      return historyOf(await memberRoom(memberId, roomId), query);
    },

    /** A member's message to their own open room (30 a minute over every connection). */
    async memberSend(memberId: string, roomId: string, text: string): Promise<TChatMessage> {
      const id = toId(roomId);
      await enforceThrottles(db, [{ key: `chat:member:${memberId}`, ...CHAT_MEMBER_THROTTLE }], clock.now());
      return write(id, { sender: 'MEMBER', text }, (room) => {
        if (room.memberId !== memberId) throw new AppError('NOT_FOUND');
      });
    },

    // ----- operators -----

    async listRooms(query: PageRequest & { status: 'OPEN' | 'CLOSED' }): Promise<PageReply<TChatRoom>> {
      const { status, ...page } = query;
      const { rows, total } = await repository.pageRooms(db, status, page);
      return pageReply(page, await Promise.all(rows.map((row) => toRoom(row))), total);
    },

    async operatorHistory(roomId: string, query: { before?: string; limit?: number }) {
      const room = await repository.findRoom(db, toId(roomId));
      if (!room) throw new AppError('NOT_FOUND');
      return { ...(await historyOf(room, query)), room: await toRoom(room) };
    },

    /** An operator's answer (audited); it reaches the member's open chat page at once. */
    async operatorReply(roomId: string, input: unknown, operator: ChatOperator): Promise<TChatMessage> {
      const { text } = parseInput(ZChatReplyRequestSchema, input);
      return write(toId(roomId), { sender: 'OPERATOR', text, operator }, () => {});
    },

    /** Ends a conversation (audited): a closing note in the member's language; no more messages. */
    async closeRoom(roomId: string, author: ChangeAuthor): Promise<TChatRoom> {
      const id = toId(roomId);
      const found = await repository.findRoom(db, id);
      if (!found) throw new AppError('NOT_FOUND');
      if (found.status !== 'OPEN') throw new AppError('CHAT_CLOSED');
      const note = CLOSED_TEXTS[await languageOf(found.memberId)];
      await write(id, { sender: 'SYSTEM', text: note }, () => {});
      const closed = await db.transaction(async (tx) => {
        const row = await repository.closeRoom(tx, id, author.actor, clock.now());
        if (!row) throw new AppError('CHAT_CLOSED');
        await recordAudit(tx, {
          ...author,
          action: 'chat.close',
          target: `chat:${roomId}`,
          before: { status: 'OPEN' },
          after: { status: 'CLOSED' },
        });
        return row;
      });
      const room = await toRoom(closed);
      deps.events.publish([{ kind: 'room', memberId: closed.memberId, room }]);
      return room;
    },

    purgeExpired: () => repository.purgeTokens(db, clock.now()),
  };
}

export type ChatService = ReturnType<typeof createChatService>;
