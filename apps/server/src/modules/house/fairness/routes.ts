import {
  ZClientSeedRequestSchema,
  ZHouseFairnessReplySchema,
  ZRotateSeedRequestSchema,
} from '@platform/contracts/house-games';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMember } from '../../../platform/auth';
import { errorReplies, ok } from '../../../platform/envelope';
import type { HouseContext } from '../context';
import { rotateSeed } from './rotate-seed';
import { readFairness } from './seed-pairs';

const tags = ['house'];
const ROTATION =
  'The active pair is revealed (its server seed shown in `previous`: every bet made with it can now be recomputed) and a new pair starts with a new server seed (only its SHA-256 shown), nonce 0 and the client seed. 409 HOUSE_SEED_ROUND_OPEN while a round of a seeded game is still to play (free spins, mines): revealing the seed would give it away. Client seed: 1–64 printable characters, no `:` and no spaces at either end, else 400 VALIDATION_FAILED naming clientSeed.';

/** The member's seed pairs (issue 17, provably fair): show, set the client seed, rotate. */
export const fairnessRoutes: FastifyPluginAsyncZod<{ ctx: HouseContext }> = async (app, { ctx }) => {
  app.get(
    '/wps/house/fairness',
    {
      config: { auth: 'session' },
      schema: {
        tags,
        summary: 'The member’s seed pairs: the active one (hash only) and the previous one (revealed)',
        description:
          'The active pair: SHA-256 of its server seed (never the seed itself), the client seed and the nonce of the next bet; made on the first call, so its hash is shown before any bet. `previous`: the pair rotated out last, with its server seed and the number of bets made with it. `roundOpen`: a round still to play keeps the pair from rotating. Visitors: 401.',
        response: { 200: ZHouseFairnessReplySchema, ...errorReplies(401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { member } = requireMember(request);
      return ok(await readFairness(ctx, member.id));
    },
  );

  app.post(
    '/wps/house/fairness/client-seed',
    {
      config: { auth: 'session' },
      schema: {
        tags,
        summary: 'Set the client seed (rotates the pair)',
        description: `Changing the client seed rotates the pair, as on Stake. ${ROTATION}`,
        body: ZClientSeedRequestSchema,
        response: { 200: ZHouseFairnessReplySchema, ...errorReplies(400, 401, 409) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { member } = requireMember(request);
      return ok(await rotateSeed(ctx, member.id, request.body.clientSeed));
    },
  );

  app.post(
    '/wps/house/fairness/rotate',
    {
      config: { auth: 'session' },
      schema: {
        tags,
        summary: 'Rotate the seed pair (reveals the server seed)',
        description: `${ROTATION} Without a client seed (an empty object) the new pair gets a random one.`,
        body: ZRotateSeedRequestSchema,
        response: { 200: ZHouseFairnessReplySchema, ...errorReplies(400, 401, 409) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { member } = requireMember(request);
      return ok(await rotateSeed(ctx, member.id, request.body.clientSeed));
    },
  );
};
