import type { FastifyRequest, preValidationHookHandler } from 'fastify';
import { AppError } from './errors';

/**
 * Control characters no text input may carry: C0 but tab, line feed and carriage return, DEL and C1. A
 * NUL byte cannot be stored in a PostgreSQL text column at all, and the others only ever hide or garble
 * what an operator or another player reads.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const hasControlCharacter = (value: string) => CONTROL_CHARACTER.test(value);

/** A field name fit for the refusal message (a key may itself be the culprit). */
const printable = (name: string) =>
  // eslint-disable-next-line no-control-regex -- as above
  name.replace(/[\u0000-\u001F\u007F-\u009F]/g, '?');

/**
 * The name of the first text under `value` (a string, or an object key or string at any depth of parsed
 * JSON, a query or the path parameters) holding a control character, or null. Iterative, so a deeply
 * nested body cannot exhaust the stack; buffers (raw bodies of signed callbacks) are not text.
 */
export function findControlCharacter(value: unknown, context: string): string | null {
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length > 0) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      if (hasControlCharacter(current)) return path || context;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push([item, path ? `${path}.${index}` : String(index)]));
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        const name = path ? `${path}.${printable(key)}` : printable(key);
        if (hasControlCharacter(key)) return name;
        pending.push([item, name]);
      }
    }
  }
  return null;
}

type MultipartPart = { fieldname?: unknown; filename?: unknown; value?: unknown; file?: { resume(): void } };
type MultipartRequest = {
  isMultipart?: () => boolean;
  file?: (...args: unknown[]) => Promise<MultipartPart | undefined>;
  parts?: (...args: unknown[]) => AsyncIterableIterator<MultipartPart>;
  files?: (...args: unknown[]) => AsyncIterableIterator<MultipartPart>;
};

function checkPart(part: MultipartPart): void {
  const field = typeof part.fieldname === 'string' ? part.fieldname : 'file';
  const texts = [part.fieldname, part.filename, part.value].filter((text) => typeof text === 'string');
  if (!texts.some((text) => hasControlCharacter(text))) return;
  part.file?.resume();
  throw new AppError('CONTROL_CHARACTERS', { fields: [printable(field)] });
}

/**
 * Multipart bodies are read by the handler part by part, so their field names, file names and field
 * values are checked as each part comes out of `request.file()`, `parts()` or `files()`.
 */
function guardMultipart(request: FastifyRequest): void {
  const multipart = request as unknown as MultipartRequest;
  const { file, parts, files } = multipart;
  if (file) {
    multipart.file = async (...args) => {
      const part = await file.apply(request, args);
      if (part) checkPart(part);
      return part;
    };
  }
  for (const [name, iterate] of [
    ['parts', parts],
    ['files', files],
  ] as const) {
    if (!iterate) continue;
    multipart[name] = async function* (...args: unknown[]) {
      for await (const part of iterate.apply(request, args)) {
        checkPart(part);
        yield part;
      }
    };
  }
}

/**
 * Refuses, with 400 CONTROL_CHARACTERS naming the field, any control character (but tab, line feed and
 * carriage return) in the path parameters, the query and the JSON or form body of every route, before
 * the route's own validation; attached to every route after the decryption of encrypted bodies.
 */
export const refuseControlCharacters: preValidationHookHandler = (request, _reply, done) => {
  const field =
    findControlCharacter(request.params, 'params') ??
    findControlCharacter(request.query, 'query') ??
    findControlCharacter(request.body, 'body');
  if (field) {
    done(new AppError('CONTROL_CHARACTERS', { fields: [field] }));
    return;
  }
  if ((request as unknown as MultipartRequest).isMultipart?.()) guardMultipart(request);
  done();
};
