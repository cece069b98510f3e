import { randomBytes } from 'node:crypto';
import {
  ZChatIdSchema,
  ZChatModelListReplySchema,
  ZLaunchChatQuerySchema,
  ZLaunchChatReplySchema,
} from '@platform/contracts/chat';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireMember } from '../../platform/auth';
import { errorReplies, ok } from '../../platform/envelope';
import { requestLanguage } from '../../platform/language';
import { chatPageSecurityPolicy, renderChatPage, type ChatPageZone } from './page';
import type { ChatProvider } from './provider';
import { CHAT_PAGE_PATH, CHAT_TOKEN_HOURS } from './service';

const tags = ['live chat'];

/** Live chat of spec §7 (CBS_modelList, CBS_launchChat) and the built-in provider's chat page. */
export const chatRoutes: FastifyPluginAsyncZod<{
  provider: ChatProvider;
  /** The brand's zone the chat page dates messages in. */
  pageZone: () => Promise<ChatPageZone>;
}> = async (app, { provider, pageZone }) => {
  app.get(
    '/wps/relay/CBS_modelList',
    {
      schema: {
        tags,
        summary: 'The live-chat models (queues) a member can open, in the request’s language',
        querystring: z.object({ lang: z.string().max(8).optional() }),
        response: { 200: ZChatModelListReplySchema },
      },
    },
    async (request) => ok({ list: await provider.models(requestLanguage(request)) }),
  );

  app.get(
    '/wps/relay/CBS_launchChat',
    {
      config: { auth: 'session' },
      schema: {
        tags,
        summary: 'Open the member’s chat of a model: reply chatUrl (spec §7)',
        description: `Members and trial accounts (visitors: 401). \`model\` is a code of CBS_modelList (default the first; unknown: 400 naming \`model\`). The member's open room of that model is reused, so the history continues; a closed one is never reopened. \`chatUrl\` is the chat window (built-in provider: \`${CHAT_PAGE_PATH}/<roomId>?lang=…#t=<chat token>\`, a page of this site that talks to /ws); the token works ${CHAT_TOKEN_HOURS} hours, then launch again.`,
        querystring: ZLaunchChatQuerySchema.extend({ lang: z.string().max(8).optional() }),
        response: { 200: ZLaunchChatReplySchema, ...errorReplies(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { member } = requireMember(request);
      return ok(
        await provider.launch(member, { model: request.query.model, lang: requestLanguage(request) }),
      );
    },
  );

  app.get(
    `${CHAT_PAGE_PATH}/:roomId`,
    {
      schema: {
        tags,
        summary: 'The built-in chat window (HTML; the chat token is read from the URL fragment)',
        description:
          'A self-contained page (inline style and script under a nonce CSP) that authenticates to /ws with `{type:"auth", kind:"chat", token}`, shows the history (older pages on demand) and sends plain-text messages; operator replies appear live. Spanish or English by `lang`; message times in the brand’s time zone (es dd/MM/yyyy, HH:mm).',
        params: z.object({ roomId: ZChatIdSchema }),
        querystring: z.object({ lang: z.string().max(8).optional() }),
      },
    },
    async (request, reply) => {
      const nonce = randomBytes(16).toString('base64');
      const html = renderChatPage({
        roomId: request.params.roomId,
        nonce,
        language: requestLanguage(request),
        zone: await pageZone(),
      });
      return reply
        .headers({
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
          'content-security-policy': chatPageSecurityPolicy(nonce),
          'x-content-type-options': 'nosniff',
          'referrer-policy': 'no-referrer',
        })
        .send(html);
    },
  );
};
