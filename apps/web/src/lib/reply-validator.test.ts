import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadedReplySchemas } from './lazy-schemas';
import {
  createReplyValidator,
  ReplyShapeError,
  type TValidatorReply,
  type TValidatorRequest,
} from './reply-validator';

const UNREAD = ['ZUnreadCountReplySchema', 'shape', 'value'];
const CHAT_MODELS = ['ZChatModelListReplySchema', 'shape', 'value'];

type TScope = {
  onmessage: ((event: { data: TValidatorRequest }) => void) | null;
  postMessage: (m: TValidatorReply) => void;
};

/**
 * The real worker script (lib/reply-worker.ts) behind a stand-in for the browser's Worker: messages cross as
 * structured clones, a turn of the event loop later, as they would between threads.
 */
class ThreadedWorker {
  static scope: TScope;
  listeners = new Map<string, ((event: unknown) => void)[]>();
  sent: TValidatorRequest[] = [];
  /** Replies held back (to answer them in another order), or sent at once. */
  holdReplies = false;
  held: TValidatorReply[] = [];

  constructor() {
    ThreadedWorker.scope.postMessage = (reply) => {
      if (this.holdReplies) this.held.push(reply);
      else this.deliver(reply);
    };
  }
  addEventListener(type: string, listener: (event: unknown) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  postMessage(request: TValidatorRequest) {
    this.sent.push(request);
    const copy = structuredClone(request);
    setTimeout(() => ThreadedWorker.scope.onmessage?.({ data: copy }));
  }
  deliver(reply: TValidatorReply) {
    const copy = structuredClone(reply);
    setTimeout(() => {
      for (const listener of this.listeners.get('message') ?? []) listener({ data: copy });
    });
  }
  fail(type: 'error' | 'messageerror') {
    for (const listener of this.listeners.get(type) ?? []) listener({});
  }
  terminate = vi.fn();
}

beforeAll(async () => {
  const scope: TScope = { onmessage: null, postMessage: () => undefined };
  vi.stubGlobal('self', scope);
  ThreadedWorker.scope = scope;
  await import('./reply-worker');
});
afterAll(() => vi.unstubAllGlobals());

describe('replies validated in the worker', () => {
  it("checks a reply against its schema in the worker, without building the domain's schemas on the page", async () => {
    const worker = new ThreadedWorker();
    const validator = createReplyValidator(() => worker as unknown as Worker);
    await expect(validator.validate('messaging', UNREAD, { unreadMessage: 4 })).resolves.toEqual({
      unreadMessage: 4,
    });
    expect(worker.sent).toHaveLength(1);
    expect(loadedReplySchemas('messaging')).toBeUndefined();
  });

  it('refuses a reply that does not match, naming the field', async () => {
    const validator = createReplyValidator(() => new ThreadedWorker() as unknown as Worker);
    const refused = validator.validate('messaging', UNREAD, { unreadMessage: 'four' });
    await expect(refused).rejects.toBeInstanceOf(ReplyShapeError);
    await expect(refused).rejects.toThrow(/unreadMessage/);
  });

  it('gives each caller its own reply when the worker answers in another order', async () => {
    const worker = new ThreadedWorker();
    worker.holdReplies = true;
    const validator = createReplyValidator(() => worker as unknown as Worker);
    const first = validator.validate('messaging', UNREAD, { unreadMessage: 1 });
    const second = validator.validate('chat', CHAT_MODELS, { list: [] });
    await vi.waitFor(() => expect(worker.held).toHaveLength(2));
    for (const reply of worker.held.reverse()) worker.deliver(reply);
    await expect(first).resolves.toEqual({ unreadMessage: 1 });
    await expect(second).resolves.toEqual({ list: [] });
  });

  it('checks on the page, with the same verdicts, once the worker fails (its script lost to the network)', async () => {
    const worker = new ThreadedWorker();
    worker.holdReplies = true;
    const validator = createReplyValidator(() => worker as unknown as Worker);
    const waiting = validator.validate('messaging', UNREAD, { unreadMessage: 2 });
    worker.fail('error');
    await expect(waiting).resolves.toEqual({ unreadMessage: 2 });
    expect(worker.terminate).toHaveBeenCalled();
    await expect(validator.validate('messaging', UNREAD, { unreadMessage: 'two' })).rejects.toBeInstanceOf(
      ReplyShapeError,
    );
    expect(worker.sent).toHaveLength(1);
    expect(loadedReplySchemas('messaging')).toBeDefined();
  });

  it('checks a value the worker cannot receive on the page', async () => {
    const worker = new ThreadedWorker();
    worker.postMessage = () => {
      throw new DOMException('could not be cloned', 'DataCloneError');
    };
    const validator = createReplyValidator(() => worker as unknown as Worker);
    await expect(validator.validate('messaging', UNREAD, { unreadMessage: 5 })).resolves.toEqual({
      unreadMessage: 5,
    });
  });

  it('checks on the page where there is no worker', async () => {
    const validator = createReplyValidator(null);
    await expect(validator.validate('chat', CHAT_MODELS, { list: 'none' })).rejects.toBeInstanceOf(
      ReplyShapeError,
    );
    await expect(validator.validate('chat', CHAT_MODELS, { list: [] })).resolves.toEqual({ list: [] });
  });
});
