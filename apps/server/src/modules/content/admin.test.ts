import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { revealCsPath } from '@platform/contracts/cs-path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/database';
import { createTestApp, operatorHeaders } from '../../test/app';
import { bearer, JPEG_BYTES, multipartBody, PNG_BYTES, uniqueIp } from '../identity/testing';
import { DEMO_OPERATOR_PASSWORD } from '../operators/seed';
import { listAuditEntries } from '../system/repository';
import type { AnnouncementPublished } from './events';

let app: FastifyInstance;
let db: Db;
let dataDir: string;
let support: Record<string, string>;
const published: AnnouncementPublished[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'content-admin-'));
  ({ app, db } = await createTestApp({ env: { DATA_DIR: dataDir } }));
  app.announcementEvents.subscribe((event) => published.push(event));
  const reply = await app.inject({
    method: 'POST',
    url: '/admin-api/session/login',
    payload: { username: 'demo_support', password: DEMO_OPERATOR_PASSWORD },
    remoteAddress: uniqueIp(),
  });
  support = bearer(reply.json().value.token);
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const admin = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = operatorHeaders,
) => app.inject({ method, url, payload, headers });

const banner = (patch: Record<string, unknown> = {}) => ({
  groupName: 'w_leftmenu',
  imageUrl: '/lgw/content/art/side-vip-es.svg',
  title: 'Prueba',
  sequence: 1,
  ...patch,
});

const leftMenuTitles = async () =>
  (await app.inject({ method: 'GET', url: '/wps/content/banners?groupName=w_leftmenu' }))
    .json()
    .value.list.map((b: { title: string }) => b.title);

describe('operator roles on /admin-api/content', () => {
  it('lets every role read, only ADMIN (or the key) change, and nobody in without credentials', async () => {
    expect((await admin('GET', '/admin-api/content/banners', undefined, support)).statusCode).toBe(200);
    const refused = await admin('POST', '/admin-api/content/banners', banner(), support);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('OPERATOR_ROLE_FORBIDDEN');
    expect((await admin('POST', '/admin-api/content/announcements', {}, support)).statusCode).toBe(403);
    expect((await admin('GET', '/admin-api/content/banners', undefined, {})).statusCode).toBe(401);
    expect(await leftMenuTitles()).not.toContain('Prueba');
  });
});

describe('banners', () => {
  it('are created, replaced and deleted, each change audited and shown to players at once', async () => {
    const created = await admin(
      'POST',
      '/admin-api/content/banners',
      banner({ linkageType: 'URL', target: 'https://ok.example/x' }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().value.id as string;
    expect(await leftMenuTitles()).toContain('Prueba');

    const replaced = await admin('PUT', `/admin-api/content/banners/${id}`, banner({ title: 'Cambiado' }));
    expect(replaced.json().value).toMatchObject({ id, title: 'Cambiado', linkageType: null, target: null });
    expect(await leftMenuTitles()).toContain('Cambiado');

    expect((await admin('DELETE', `/admin-api/content/banners/${id}`)).statusCode).toBe(200);
    expect(await leftMenuTitles()).not.toContain('Cambiado');
    const audit = await listAuditEntries(db, { target: `banner:${id}` });
    expect(audit.map((entry) => entry.action)).toEqual([
      'content.banner.delete',
      'content.banner.update',
      'content.banner.create',
    ]);
    expect(audit[0]!.actor).toBe('operator-key');
  });

  it('refuse bad links, unknown games, bad windows and unknown ids, storing nothing', async () => {
    const before = (await admin('GET', '/admin-api/content/banners?pageSize=100')).json().value.totalElements;
    const cases = [
      banner({ linkageType: 'GAME', target: 'NOPE-GAME1' }),
      banner({ linkageType: 'URL', target: 'javascript:alert(1)' }),
      banner({ linkageType: 'URL', target: 'http://plain.example' }),
      banner({ linkageType: 'PAGE', target: '//evil.example' }),
      banner({ linkageType: null, target: '/promotions' }),
      banner({ imageUrl: 'data:image/png;base64,AAAA' }),
      banner({ groupName: 'w_other' }),
      banner({ startsAt: '2030-01-02T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' }),
    ];
    for (const body of cases) {
      const reply = await admin('POST', '/admin-api/content/banners', body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await admin('GET', '/admin-api/content/banners?pageSize=100')).json().value.totalElements).toBe(
      before,
    );
    expect((await admin('PUT', '/admin-api/content/banners/999999', banner())).statusCode).toBe(404);
    expect((await admin('DELETE', '/admin-api/content/banners/999999')).statusCode).toBe(404);
    expect((await admin('GET', '/admin-api/content/banners/abc')).statusCode).toBe(400);
  });

  it('show only inside their window', async () => {
    const future = await admin(
      'POST',
      '/admin-api/content/banners',
      banner({ title: 'Futuro', startsAt: '2099-01-01T00:00:00Z' }),
    );
    const past = await admin(
      'POST',
      '/admin-api/content/banners',
      banner({ title: 'Pasado', endsAt: '2000-01-01T00:00:00Z' }),
    );
    expect([future.statusCode, past.statusCode]).toEqual([200, 200]);
    const titles = await leftMenuTitles();
    expect(titles).not.toContain('Futuro');
    expect(titles).not.toContain('Pasado');
  });
});

describe('announcements and notices', () => {
  it('refuse HTML with scripts (nothing stored) and store safe HTML sanitised', async () => {
    const count = async () =>
      (await admin('GET', '/admin-api/content/announcements')).json().value.totalElements;
    const before = await count();
    const unsafe = await admin('POST', '/admin-api/content/announcements', {
      execution: 'B',
      title: { es: 'Hola' },
      content: { es: '<p>Hola</p>', en: '<img src=x onerror=alert(1)>' },
    });
    expect(unsafe.statusCode).toBe(400);
    expect(unsafe.json()).toMatchObject({
      code: 'UNSAFE_HTML',
      value: { fields: ['content.en'], found: ['onerror'] },
    });
    expect(unsafe.json().message).toContain('content.en');
    expect(await count()).toBe(before);

    const safe = await admin('POST', '/admin-api/content/announcements', {
      execution: 'B',
      sequence: 0,
      title: { es: 'Aviso nuevo', en: 'New notice' },
      content: { es: '<p class="x" style="color:red">Hola <b>mundo</b></p>' },
    });
    expect(safe.statusCode, safe.body).toBe(200);
    expect(safe.json().value.content).toEqual({ es: '<p>Hola <b>mundo</b></p>' });
    expect(published.at(-1)).toEqual({ id: safe.json().value.id, execution: 'B', startsAt: null });
    const list = (await app.inject({ method: 'GET', url: '/wps/relay/MCSFE_getListAnnouncements' })).json()
      .value;
    expect(list.content[0]).toMatchObject({ title: 'Aviso nuevo', content: '<p>Hola <b>mundo</b></p>' });
  });

  it('page the announcements list 9 at a time', async () => {
    for (let i = 0; i < 8; i += 1) {
      const reply = await admin('POST', '/admin-api/content/announcements', {
        execution: 'B',
        sequence: 100 + i,
        title: { es: `Aviso ${i}` },
        content: { es: `<p>${i}</p>` },
      });
      expect(reply.statusCode).toBe(200);
    }
    const page1 = (await app.inject({ method: 'GET', url: '/wps/relay/MCSFE_getListAnnouncements' })).json()
      .value;
    const page2 = (
      await app.inject({ method: 'GET', url: '/wps/relay/MCSFE_getListAnnouncements?pageNo=2' })
    ).json().value;
    expect(page1.content).toHaveLength(9);
    expect(page1.totalElements).toBe(11);
    expect(page1.totalPages).toBe(2);
    expect(page2.content).toHaveLength(2);
    expect(new Set([...page1.content, ...page2.content].map((a: { id: string }) => a.id)).size).toBe(11);
  });

  it('add a popup notice that the payload serves', async () => {
    const created = await admin('POST', '/admin-api/content/notices', {
      type: 'PU',
      executions: ['B'],
      sequence: 0,
      title: { es: 'Ventana emergente' },
      content: { es: '<p>Texto</p>' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const payload = (await app.inject({ method: 'GET', url: '/wps/content/notices?types=PU' })).json().value;
    expect(payload.popup.map((n: { title: string }) => n.title)).toContain('Ventana emergente');
    expect(
      (
        await admin('POST', '/admin-api/content/notices', {
          type: 'XX',
          executions: ['B'],
          title: { es: 'x' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await admin('POST', '/admin-api/content/notices', { type: 'B', executions: [], title: { es: 'x' } }))
        .statusCode,
    ).toBe(400);
  });
});

describe('help centre', () => {
  it('keeps anchors unique, categories with articles, and articles in a known category', async () => {
    const help = (await admin('GET', '/admin-api/content/help')).json().value;
    const category = help.categories[0].id as string;
    const duplicate = await admin('POST', '/admin-api/content/help/articles', {
      categoryId: category,
      anchor: 'term',
      title: { es: 'Otro' },
      content: { es: '<p>x</p>' },
    });
    expect(duplicate.statusCode).toBe(409);
    const orphan = await admin('POST', '/admin-api/content/help/articles', {
      categoryId: '999999',
      title: { es: 'Otro' },
      content: { es: '<p>x</p>' },
    });
    expect(orphan.statusCode).toBe(400);
    expect((await admin('DELETE', `/admin-api/content/help/categories/${category}`)).statusCode).toBe(409);

    const added = await admin('POST', '/admin-api/content/help/articles', {
      categoryId: category,
      anchor: 'bonus-rules',
      sequence: 99,
      title: { es: 'Reglas de bonos', en: 'Bonus rules' },
      content: { es: '<p>Reglas</p>', en: '<p>Rules</p>' },
    });
    expect(added.statusCode, added.body).toBe(200);
    const en = (await app.inject({ method: 'GET', url: '/wps/system/helpCenter?lang=en' })).json().value;
    expect(en.categories[0].articles.at(-1)).toMatchObject({
      anchor: 'bonus-rules',
      title: 'Bonus rules',
      content: '<p>Rules</p>',
    });
  });
});

describe('customer-service entries and resources', () => {
  it('are edited by operators and reflected in /wps/system/status in the same shape', async () => {
    const entries = (await admin('GET', '/admin-api/content/cs-entries')).json().value;
    const whatsapp = entries.find((entry: { csType: string }) => entry.csType === 'WHATSAPP');
    const changed = await admin('PUT', `/admin-api/content/cs-entries/${whatsapp.id}`, {
      csType: 'WHATSAPP',
      csPosition: 2,
      title: 'WhatsApp',
      titles: { en: 'WhatsApp support' },
      url: 'https://wa.me/525500000000',
      sequence: whatsapp.sequence,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const status = (await app.inject({ method: 'GET', url: '/wps/system/status?lang=en' })).json().value;
    const shown = status.customerService.find((entry: { csType: string }) => entry.csType === 'WHATSAPP');
    expect(shown).toMatchObject({ csPosition: 2, title: 'WhatsApp support' });
    expect(revealCsPath(shown.path)).toBe('https://wa.me/525500000000');
    expect(
      (
        await admin('POST', '/admin-api/content/cs-entries', {
          csType: 'SKYPE',
          csPosition: 1,
          title: 'x',
          url: 'https://x.example',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await admin('POST', '/admin-api/content/cs-entries', {
          csType: 'TELEGRAM',
          csPosition: 1,
          title: 'x',
          url: 'javascript:alert(1)',
        })
      ).statusCode,
    ).toBe(400);

    const resource = await admin('POST', '/admin-api/content/resources', {
      resourceType: 'GUIDE',
      url: '/help#deposits',
      labelNameEn: 'Player guide',
      labelNames: { es: 'Guía' },
      sequence: 99,
    });
    expect(resource.statusCode, resource.body).toBe(200);
    const resources = (await app.inject({ method: 'GET', url: '/wps/system/status' })).json().value.resources;
    expect(resources.at(-1)).toEqual({
      resourceType: 'GUIDE',
      url: '/help#deposits',
      labelNameEn: 'Player guide',
      labelNames: { es: 'Guía' },
    });
  });
});

describe('POST /admin-api/content/images', () => {
  const upload = (
    bytes: Buffer,
    name = 'a.png',
    type = 'image/png',
    headers: Record<string, string> = operatorHeaders,
  ) => {
    const body = multipartBody('file', name, type, bytes);
    return app.inject({
      method: 'POST',
      url: '/admin-api/content/images',
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  };

  it('stores a png or jpg under DATA_DIR and serves it with immutable cache headers', async () => {
    const reply = await upload(PNG_BYTES);
    expect(reply.statusCode, reply.body).toBe(200);
    const image = reply.json().value;
    expect(image).toMatchObject({
      kind: 'png',
      bytes: PNG_BYTES.length,
      originalName: 'a.png',
      uploadedBy: 'operator-key',
    });
    expect(image.path).toMatch(/^\/uploads\/content\/[a-f0-9]{64}\.png$/);
    const served = await app.inject({ method: 'GET', url: image.path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect((await upload(JPEG_BYTES, 'b.bin', 'application/octet-stream')).json().value.kind).toBe('jpg');
    const listed = (await admin('GET', '/admin-api/content/images')).json().value;
    expect(listed.totalElements).toBe(2);
    const banner = await admin('POST', '/admin-api/content/banners', {
      groupName: 'w_login',
      imageUrl: image.path,
      title: 'Subida',
    });
    expect(banner.statusCode, banner.body).toBe(200);
  });

  it('refuses non-images (whatever their name or type), SVG, oversized files and other roles; nothing is written', async () => {
    const files = async () => readdir(path.join(dataDir, 'uploads', 'content')).catch(() => []);
    const before = (await files()).length;
    const text = await upload(Buffer.from('<html><script>alert(1)</script></html>'), 'x.png', 'image/png');
    expect([text.statusCode, text.json().code]).toEqual([415, 'UNSUPPORTED_FILE']);
    const svg = await upload(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      'x.svg',
      'image/svg+xml',
    );
    expect(svg.statusCode).toBe(415);
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024)]);
    const oversized = await upload(big);
    expect([oversized.statusCode, oversized.json().code]).toEqual([413, 'FILE_TOO_LARGE']);
    expect((await upload(PNG_BYTES, 'a.png', 'image/png', support)).statusCode).toBe(403);
    const json = await admin('POST', '/admin-api/content/images', { file: 'x' });
    expect(json.statusCode).toBe(415);
    expect((await files()).length).toBe(before);
    expect(
      (await app.inject({ method: 'GET', url: `/uploads/content/${'0'.repeat(64)}.png` })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: '/uploads/content/..%2F..%2Fsecrets.json' })).statusCode,
    ).toBe(404);
  });
});
