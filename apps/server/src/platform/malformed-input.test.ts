import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { PLAIN_PAYLOADS, uniqueIp } from '../modules/identity/testing';
import { createPlayer } from '../modules/wallet/testing';
import { createTestApp, operatorHeaders } from '../test/app';

/**
 * Walks every operation of the OpenAPI document with malformed input — odd path parameters, a NUL byte in
 * every query parameter and in every string of a JSON body, a NUL in a multipart file name — as a
 * player, an agent or an operator (whoever the route is for), and expects a refusal, never a 5xx.
 */

type JsonSchema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  minimum?: number;
  minLength?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  'x-decrypted-body'?: JsonSchema;
};
type Parameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };
type Operation = {
  description?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

/** Path parameter values of the review's probes, sent as they are in the address. */
const MALFORMED_PATH_VALUES = ["'", '%25', '_', 'undefined', '%00', '99999999999999999999999', '-1', '%20'];
const NUL_TEXT = 'a\u0000b';
/** Query values that fit no id, number or date (sent decoded: the query string encodes them). */
const MALFORMED_QUERY_VALUES = ["'", '99999999999999999999999'];

/** A plausible valid value for a schema (required properties only), so a probe reaches past its body. */
function sample(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  const variant = schema.anyOf ?? schema.oneOf;
  if (variant) return sample(variant.find((option) => option.type !== 'null') ?? variant[0], depth + 1);
  if (schema.allOf) return sample(schema.allOf[0], depth + 1);
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'date' || schema.pattern?.includes('\\d{4}-')) return '2026-01-01';
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'email') return 'probe@example.com';
      if (schema.pattern?.startsWith('^\\d')) return '1';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items, depth + 1));
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const key of schema.required ?? []) value[key] = sample(schema.properties?.[key], depth + 1);
      return value;
    }
    default:
      return null;
  }
}

/** `sample`, with every property (required or not) of every object present and every string a NUL text. */
function poisoned(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return NUL_TEXT;
  const variant = schema.anyOf ?? schema.oneOf;
  if (variant) return poisoned(variant.find((option) => option.type !== 'null') ?? variant[0], depth + 1);
  if (schema.allOf) return poisoned(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
  if (type === 'object' || schema.properties) {
    const value: Record<string, unknown> = {};
    for (const [key, property] of Object.entries(schema.properties ?? {}))
      value[key] = poisoned(property, depth + 1);
    if (Object.keys(value).length === 0) value.probe = NUL_TEXT;
    return value;
  }
  if (type === 'array') return [poisoned(schema.items, depth + 1)];
  if (type === 'string' || schema.enum) return NUL_TEXT;
  return sample(schema, depth);
}

/** A multipart body whose one file part has a NUL in its file name. */
function multipartWithNul(field = 'file') {
  const boundary = 'probe-boundary';
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: [
      `--${boundary}`,
      `Content-Disposition: form-data; name="${field}"; filename="a\u0000b.png"`,
      'Content-Type: image/png',
      '',
      'not really a png',
      `--${boundary}--`,
      '',
    ].join('\r\n'),
  };
}

type Probe = { route: string; what: string; call: InjectOptions; caller: Caller };
/** Who calls: the operator on /admin-api, an agent where the document says the route needs one, else a player. */
type Caller = 'member' | 'agent' | 'operator';

function jsonBodySchema(operation: Operation): JsonSchema | undefined {
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  return schema?.['x-decrypted-body'] ?? schema;
}

function probesOf(method: string, path: string, operation: Operation): Probe[] {
  const route = `${method} ${path}`;
  const caller: Caller = path.startsWith('/admin-api/')
    ? 'operator'
    : operation.description?.includes('Requires an agent session')
      ? 'agent'
      : 'member';
  const parameters = operation.parameters ?? [];
  const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
  const bodySchema = jsonBodySchema(operation);
  const validPath = (override: Record<string, string> = {}) =>
    path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
      if (name in override) return override[name]!;
      const schema = pathParameters.find((parameter) => parameter.name === name)?.schema;
      return encodeURIComponent(String(sample(schema)));
    });
  const validQuery = new URLSearchParams(
    queryParameters
      .filter((parameter) => parameter.required)
      .map((parameter): [string, string] => [parameter.name, String(sample(parameter.schema))]),
  ).toString();
  const withQuery = (url: string, query: string) => (query ? `${url}?${query}` : url);
  const body = bodySchema ? { payload: sample(bodySchema) as object } : {};

  const probes: Probe[] = [];
  for (const parameter of pathParameters) {
    for (const value of MALFORMED_PATH_VALUES) {
      probes.push({
        route,
        caller,
        what: `path ${parameter.name}=${value}`,
        call: {
          method: method as 'GET',
          url: withQuery(validPath({ [parameter.name]: value }), validQuery),
          ...body,
        },
      });
    }
  }
  // One query parameter at a time, the others valid: a loose schema must not hand the value to the database.
  for (const parameter of queryParameters) {
    for (const value of MALFORMED_QUERY_VALUES) {
      const query = new URLSearchParams(validQuery);
      query.set(parameter.name, value);
      probes.push({
        route,
        caller,
        what: `query ${parameter.name}=${value}`,
        call: { method: method as 'GET', url: withQuery(validPath(), query.toString()), ...body },
      });
    }
  }
  const nulQuery = new URLSearchParams(
    [...queryParameters.map((parameter) => parameter.name), 'probe'].map((name): [string, string] => [
      name,
      NUL_TEXT,
    ]),
  ).toString();
  probes.push({
    route,
    caller,
    what: 'NUL in every query parameter',
    call: { method: method as 'GET', url: withQuery(validPath(), nulQuery), ...body },
  });
  if (bodySchema) {
    probes.push({
      route,
      caller,
      what: 'NUL in every body string',
      call: {
        method: method as 'GET',
        url: withQuery(validPath(), validQuery),
        // An extra NUL key too, so a body of numbers alone is refused before it changes anything.
        payload: { ...(poisoned(bodySchema) as object), probe: NUL_TEXT },
      },
    });
  }
  // Uploads do not show in the document unless they also take JSON: every write gets the multipart probe.
  if (method !== 'GET' && method !== 'DELETE') {
    probes.push({
      route,
      caller,
      what: 'NUL in a multipart file name',
      call: { method: method as 'GET', url: withQuery(validPath(), validQuery), ...multipartWithNul() },
    });
  }
  return probes;
}

let app: FastifyInstance;
let memberHeaders: Record<string, string>;
let agentHeaders: Record<string, string>;
let probes: Probe[];
/** Log lines at warn and above: a database refusing a probe's input means a route schema let it through. */
const warnings: string[] = [];

beforeAll(async () => {
  const test = await createTestApp({
    // The sandbox sign-in routes too (off by default in the tests).
    env: { ...PLAIN_PAYLOADS, LOG_LEVEL: 'warn', SANDBOX_SIGN_IN: 'on' },
    logStream: new Writable({
      write(chunk: Buffer, _encoding, callback) {
        warnings.push(chunk.toString());
        callback();
      },
    }),
  });
  app = test.app;
  const [member, agent] = await Promise.all([
    createPlayer(app, test.db),
    createPlayer(app, test.db, { type: 1 }),
  ]);
  memberHeaders = member.headers;
  agentHeaders = agent.headers;
  const document = app.swagger() as { paths: Record<string, Record<string, Operation>> };
  probes = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(path === '/ws' ? {} : operations)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .flatMap(([method, operation]) => probesOf(method.toUpperCase(), path, operation)),
  );
}, 60_000);

const headersOf = (caller: Caller) =>
  caller === 'operator' ? operatorHeaders : caller === 'agent' ? agentHeaders : memberHeaders;
const headersFor = (url: string) => headersOf(url.startsWith('/admin-api/') ? 'operator' : 'member');

describe('malformed input on every route of the OpenAPI document', () => {
  it('is refused with a 4xx, never a 5xx', async () => {
    expect(probes.length).toBeGreaterThan(300);
    const failures: string[] = [];
    const started = Date.now();
    for (let start = 0; start < probes.length; start += 16) {
      await Promise.all(
        probes.slice(start, start + 16).map(async ({ route, what, call, caller }) => {
          const reply = await app.inject({
            ...call,
            headers: { ...headersOf(caller), ...(call.headers as Record<string, string>) },
            remoteAddress: uniqueIp(),
          });
          if (reply.statusCode >= 500)
            failures.push(`${route} (${what}): ${reply.statusCode} ${reply.body.slice(0, 160)}`);
        }),
      );
    }
    console.info(`${probes.length} probes in ${Date.now() - started} ms`);
    expect(failures).toEqual([]);
    const refusedByDatabase = [
      ...new Set(
        warnings
          .map((line) => JSON.parse(line) as { msg?: string; route?: string; err?: { message?: string } })
          .filter((entry) => entry.msg === 'input refused by the database')
          .map((entry) => `${entry.route}: ${entry.err?.message?.slice(0, 100)}`),
      ),
    ];
    expect(refusedByDatabase, 'input a route schema should have refused').toEqual([]);
  }, 120_000);
});

describe('control characters', () => {
  it('a NUL in a JSON text is 400 CONTROL_CHARACTERS naming the field, in the request language', async () => {
    for (const [lang, message] of [
      ['es', 'El campo nickname contiene caracteres de control, que no se permiten.'],
      ['en', 'The field nickname contains control characters, which are not allowed.'],
    ]) {
      const reply = await app.inject({
        method: 'PUT',
        url: `/wps/member/info?lang=${lang}`,
        headers: memberHeaders,
        payload: { nickname: 'a\u0000b' },
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({
        success: false,
        value: { fields: ['nickname'] },
        message,
        code: 'CONTROL_CHARACTERS',
      });
    }
  });

  it('refuses other C0 and C1 controls, in nested values and keys, but lets tab, line feed and carriage return through', async () => {
    const send = (payload: object) =>
      app.inject({ method: 'PUT', url: '/wps/member/info', headers: memberHeaders, payload });
    for (const [payload, field] of [
      [{ address: 'calle\u001b[31m' }, 'address'],
      [{ address: 'x\u007f' }, 'address'],
      [{ address: 'x\u0085' }, 'address'],
      [{ extra: { deep: ['ok', 'b\u0001'] } }, 'extra.deep.1'],
      [{ 'k\u0000': 'v' }, 'k?'],
    ] as const) {
      const reply = await send(payload);
      expect(reply.statusCode, JSON.stringify(payload)).toBe(400);
      expect(reply.json()).toMatchObject({ code: 'CONTROL_CHARACTERS', value: { fields: [field] } });
    }
    expect((await send({ address: 'Calle 1\n\tInterior 2\r\n' })).statusCode).toBe(200);
  });

  it('refuses a NUL in a query, a path parameter and an upload file name', async () => {
    const affiliate = await app.inject({ method: 'GET', url: '/wps/agent/affiliate?code=%00' });
    expect(affiliate.statusCode).toBe(400);
    expect(affiliate.json()).toMatchObject({ code: 'CONTROL_CHARACTERS', value: { fields: ['code'] } });
    const order = await app.inject({
      method: 'GET',
      url: '/wps/cashier/deposit/orders/%00',
      headers: memberHeaders,
    });
    expect(order.json()).toMatchObject({ code: 'CONTROL_CHARACTERS', value: { fields: ['orderId'] } });
    for (const [url, headers] of [
      ['/wps/member/info/icon', memberHeaders],
      ['/admin-api/content/images', operatorHeaders],
    ] as const) {
      const upload = await app.inject({ method: 'POST', url, ...mergeHeaders(multipartWithNul(), headers) });
      expect(upload.statusCode, url).toBe(400);
      expect(upload.json()).toMatchObject({ code: 'CONTROL_CHARACTERS', value: { fields: ['file'] } });
    }
  });

  it('answers malformed ids by their schema: 400 VALIDATION_FAILED, and 404 for a well-formed unknown one', async () => {
    for (const [method, url] of [
      ['GET', "/wps/cashier/deposit/orders/'"],
      ['GET', '/wps/cashier/withdraw/orders/%25'],
      ['POST', '/admin-api/wallet/deposits/_/approve'],
      ['POST', '/admin-api/wallet/withdrawals/undefined/pay'],
      ['GET', '/admin-api/content/banners/99999999999999999999999'],
    ] as const) {
      const reply = await app.inject({ method, url, headers: headersFor(url), payload: {} });
      expect(reply.statusCode, url).toBe(400);
      expect(reply.json().code, url).toBe('VALIDATION_FAILED');
    }
    const unknown = await app.inject({
      method: 'GET',
      url: `/wps/cashier/deposit/orders/${randomUUID()}`,
      headers: memberHeaders,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

function mergeHeaders(call: { headers: Record<string, string>; payload: string }, headers: object) {
  return { ...call, headers: { ...call.headers, ...headers } };
}
