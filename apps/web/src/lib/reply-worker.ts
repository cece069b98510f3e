// The reply-validation worker (lib/reply-validator.ts starts it): zod and the contract schemas are built
// and run here, off the page's main thread.
import './reply-worker-setup';
import * as bets from '@platform/contracts/bets';
import * as chat from '@platform/contracts/chat';
import * as content from '@platform/contracts/content';
import * as games from '@platform/contracts/games';
import * as identity from '@platform/contracts/identity';
import * as messaging from '@platform/contracts/messaging';
import * as system from '@platform/contracts/system';
import * as wallet from '@platform/contracts/wallet';
import type { TSchemaDomain } from './lazy-schemas';
import { checkReply, type TReplyValidation } from './reply-validation';
import type { TValidatorReply, TValidatorRequest } from './reply-validator';

type TWorkerScope = {
  onmessage: ((event: MessageEvent<TValidatorRequest>) => void) | null;
  postMessage: (message: TValidatorReply) => void;
};

/**
 * Every domain's schemas come with the worker's own script (about 36 KB compressed): a phone fetches one file
 * before the first reply can be checked, rather than a chain of three (the worker, the domain's module, zod).
 */
const SCHEMAS: Record<TSchemaDomain, unknown> = {
  bets,
  chat,
  content,
  games,
  identity,
  messaging,
  system,
  wallet,
};

const scope = self as unknown as TWorkerScope;

scope.onmessage = ({ data: request }) => {
  let result: TReplyValidation;
  try {
    result = checkReply(SCHEMAS[request.domain], request.domain, request.path, request.value);
  } catch (error) {
    result = { ok: false, message: String((error as Error)?.message ?? error) };
  }
  scope.postMessage({ id: request.id, ...result });
};
