import { z } from 'zod';
import { okEnvelope } from './envelope';
import { pageOf } from './paging';

/**
 * Live chat (spec §7 "Live chat": CBS_modelList, CBS_launchChat reply chatUrl) through a chat provider.
 * The built-in provider is a chat room served by the platform: `chatUrl` opens the room's page
 * (`/chat/<roomId>#t=<chat token>`), which talks to the real-time channel `/ws` (see realtime.ts for the
 * messages). Texts are plain text: the server strips control characters and every client escapes them.
 */

/** Longest chat message, in characters as a person counts them (code points). */
export const CHAT_MESSAGE_MAX_LENGTH = 1000;
/** Messages per history page (default and cap). */
export const CHAT_HISTORY_PAGE_SIZE = 30;
export const CHAT_HISTORY_MAX_PAGE_SIZE = 100;

export const CHAT_SENDERS = ['MEMBER', 'OPERATOR', 'SYSTEM'] as const;
export type TChatSender = (typeof CHAT_SENDERS)[number];
export const CHAT_ROOM_STATUSES = ['OPEN', 'CLOSED'] as const;
export type TChatRoomStatus = (typeof CHAT_ROOM_STATUSES)[number];

/** Plain text of a chat message: control characters (but new lines) removed, trimmed, 1–1000 characters. */
export function cleanChatText(text: string): string {
  return (
    text
      .normalize('NFC')
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069\ufeff]/g, '')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

export const ZChatTextSchema = z
  .string()
  .max(CHAT_MESSAGE_MAX_LENGTH * 4)
  .transform(cleanChatText)
  .refine((text) => text.length > 0, { message: 'empty message' })
  .refine((text) => [...text].length <= CHAT_MESSAGE_MAX_LENGTH, {
    message: `at most ${CHAT_MESSAGE_MAX_LENGTH} characters`,
  });

export const ZChatIdSchema = z.string().regex(/^\d{1,18}$/, 'a chat id');

// ---------- models (queues) ----------

export const ZChatModelSchema = z.object({
  /** Stable code sent back to CBS_launchChat. */
  code: z.string(),
  /** In the request's language. */
  name: z.string(),
  description: z.string(),
});
export type TChatModel = z.infer<typeof ZChatModelSchema>;
export const ZChatModelListReplySchema = okEnvelope(z.object({ list: z.array(ZChatModelSchema) }));

export const ZLaunchChatQuerySchema = z.object({
  /** A model code of CBS_modelList; default the first one. */
  model: z
    .string()
    .regex(/^[A-Z][A-Z0-9_]{0,31}$/, 'a chat model code')
    .optional(),
});
export const ZLaunchChatValueSchema = z.object({
  /** Opens the chat window: a page of the platform for the built-in provider (relative to the site). */
  chatUrl: z.string(),
  roomId: z.string(),
  model: z.string(),
  /** When the chat token in chatUrl stops working; launch again for a new one. */
  expiresAt: z.string(),
});
export type TLaunchChatValue = z.infer<typeof ZLaunchChatValueSchema>;
export const ZLaunchChatReplySchema = okEnvelope(ZLaunchChatValueSchema);

// ---------- rooms and messages ----------

export const ZChatMessageSchema = z.object({
  id: z.string(),
  roomId: z.string(),
  sender: z.enum(CHAT_SENDERS),
  /** The operator's username for operator messages (members see it as the agent's name), else null. */
  senderName: z.string().nullable(),
  /** Plain text (never HTML): clients show it escaped. */
  text: z.string(),
  createdAt: z.string(),
});
export type TChatMessage = z.infer<typeof ZChatMessageSchema>;

export const ZChatRoomSchema = z.object({
  id: z.string(),
  memberId: z.string(),
  account: z.string(),
  model: z.string(),
  modelName: z.string(),
  status: z.enum(CHAT_ROOM_STATUSES),
  /** The last message came from the member: the room waits for an operator's answer. */
  awaitingReply: z.boolean(),
  lastMessageAt: z.string().nullable(),
  lastMessagePreview: z.string().nullable(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export type TChatRoom = z.infer<typeof ZChatRoomSchema>;

/** History paging: the newest `limit` messages older than `before` (a message id), oldest first. */
export const ZChatHistoryQuerySchema = z.object({
  before: ZChatIdSchema.optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_HISTORY_MAX_PAGE_SIZE).default(CHAT_HISTORY_PAGE_SIZE),
});
export const ZChatHistorySchema = z.object({
  roomId: z.string(),
  /** Oldest first. */
  messages: z.array(ZChatMessageSchema),
  /** Older messages exist: ask again with `before` = the first message's id. */
  hasMore: z.boolean(),
});
export type TChatHistory = z.infer<typeof ZChatHistorySchema>;

// ---------- operator API (/admin-api/chat) ----------

export const ZChatRoomListQuerySchema = z.object({
  status: z.enum(CHAT_ROOM_STATUSES).default('OPEN'),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const ZChatRoomListReplySchema = okEnvelope(pageOf(ZChatRoomSchema));
export const ZChatRoomParamsSchema = z.object({ id: ZChatIdSchema });
export const ZChatReplyRequestSchema = z.object({ text: ZChatTextSchema });
export const ZChatHistoryReplySchema = okEnvelope(ZChatHistorySchema.extend({ room: ZChatRoomSchema }));
