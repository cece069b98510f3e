import { loadReplySchemas, type TReplySchemas, type TSchemaDomain } from './lazy-schemas';
import { checkReply, schemaPathOf, type TReplyValidation, type TSchemaPath } from './reply-validation';

export type TValidatorRequest = { id: number; domain: TSchemaDomain; path: TSchemaPath; value: unknown };

export type TValidatorReply = { id: number } & TReplyValidation;

/** A reply that does not match its contract (the server and the page disagree on its shape). */
export class ReplyShapeError extends Error {
  override readonly name = 'ReplyShapeError';
}

type TWorkerLike = Pick<Worker, 'postMessage' | 'addEventListener' | 'terminate'>;

type TJob = {
  domain: TSchemaDomain;
  path: TSchemaPath;
  value: unknown;
  resolve: (data: unknown) => void;
  reject: (error: Error) => void;
};

function settled(result: TReplyValidation): unknown {
  if (!result.ok) throw new ReplyShapeError(result.message);
  return result.data;
}

/**
 * Validates replies against their contract schemas in a worker, so that building zod's schemas (a few hundred
 * objects per domain) and running them does not hold up the page's main thread while it starts: those were
 * the longest tasks after the start-up script on a phone (bench:web). Where there is no worker (a test's
 * DOM, a browser that refuses one) or the worker fails (its script lost to the network, a reply it cannot
 * send back), the page validates the reply itself, as it did before: the same schemas, the same verdict.
 */
export function createReplyValidator(startWorker: (() => TWorkerLike) | null) {
  /** undefined: not started yet; null: validating on the page's own thread. */
  let worker: TWorkerLike | null | undefined;
  const jobs = new Map<number, TJob>();
  let nextId = 1;

  const onThisThread = async (domain: TSchemaDomain, path: TSchemaPath, value: unknown) =>
    settled(checkReply(await loadReplySchemas(domain), domain, path, value));

  function fallBack() {
    worker?.terminate();
    worker = null;
    const waiting = [...jobs.values()];
    jobs.clear();
    for (const job of waiting) onThisThread(job.domain, job.path, job.value).then(job.resolve, job.reject);
  }

  function started(): TWorkerLike | null {
    if (worker !== undefined) return worker;
    try {
      worker = startWorker?.() ?? null;
    } catch {
      worker = null;
    }
    worker?.addEventListener('message', (event: MessageEvent<TValidatorReply>) => {
      const job = jobs.get(event.data.id);
      if (!job) return;
      jobs.delete(event.data.id);
      try {
        job.resolve(settled(event.data));
      } catch (error) {
        job.reject(error as Error);
      }
    });
    worker?.addEventListener('error', fallBack);
    worker?.addEventListener('messageerror', fallBack);
    return worker;
  }

  return {
    /** Starts the worker, so that its script loads while the first reply is still on its way. */
    start(): void {
      started();
    },
    /** The reply as its schema parses it; rejects with ReplyShapeError when it does not match. */
    validate(domain: TSchemaDomain, path: TSchemaPath, value: unknown): Promise<unknown> {
      const thread = started();
      if (!thread) return onThisThread(domain, path, value);
      return new Promise((resolve, reject) => {
        const id = nextId;
        nextId += 1;
        jobs.set(id, { domain, path, value, resolve, reject });
        try {
          thread.postMessage({ id, domain, path, value } satisfies TValidatorRequest);
        } catch {
          // A value the worker cannot receive (a reply parsed from JSON always can): checked here instead.
          jobs.delete(id);
          onThisThread(domain, path, value).then(resolve, reject);
        }
      });
    },
  };
}

const validator = createReplyValidator(
  typeof Worker === 'undefined'
    ? null
    : () => new Worker(new URL('./reply-worker.ts', import.meta.url), { type: 'module', name: 'replies' }),
);

/**
 * Waits for a reply and validates it with the schema `pick` chooses from its domain's contracts (a property
 * path such as `schemas.ZBannersReplySchema.shape.value`, replayed in the worker).
 */
export async function parseReply<T, D extends TSchemaDomain>(
  reply: Promise<unknown>,
  domain: D,
  pick: (schemas: TReplySchemas<D>) => { parse: (value: unknown) => T },
): Promise<T> {
  const path = schemaPathOf(pick as (schemas: never) => unknown);
  validator.start();
  return (await validator.validate(domain, path, await reply)) as T;
}
