import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generatePayloadKeyPem } from './encryption';
import { resolveSecrets, secretsFile } from './secrets';

describe('resolveSecrets', () => {
  let dataDir: string;
  const base = { operatorApiKey: null, jwePrivateKey: null, jwePreviousPrivateKey: null };
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'secrets-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('generates missing secrets once into the data directory and reuses them after a restart', async () => {
    const first = await resolveSecrets({ ...base, dataDir });
    expect(first.generated.sort()).toEqual(['defaultMemberPassword', 'jwePrivateKey', 'operatorApiKey']);
    expect(first.defaultMemberPassword).toMatch(/^(?=.*[a-z])(?=.*\d)[a-z\d]{10}$/);
    expect(first.operatorApiKey.length).toBeGreaterThanOrEqual(32);
    expect(first.jwePrivateKey).toContain('BEGIN PRIVATE KEY');
    expect((await stat(secretsFile(dataDir))).mode & 0o777).toBe(0o600);

    const second = await resolveSecrets({ ...base, dataDir });
    expect(second.generated).toEqual([]);
    expect(second.operatorApiKey).toBe(first.operatorApiKey);
    expect(second.jwePrivateKey).toBe(first.jwePrivateKey);
    expect(second.defaultMemberPassword).toBe(first.defaultMemberPassword);
    expect(second.fromFile.sort()).toEqual(['defaultMemberPassword', 'jwePrivateKey', 'operatorApiKey']);
  });

  it('prefers the environment and writes nothing when it has every secret', async () => {
    const pem = generatePayloadKeyPem();
    const secrets = await resolveSecrets({
      ...base,
      dataDir,
      operatorApiKey: 'k'.repeat(20),
      jwePrivateKey: pem,
      defaultMemberPassword: 'abc123def',
    });
    expect(secrets).toMatchObject({
      operatorApiKey: 'k'.repeat(20),
      jwePrivateKey: pem,
      defaultMemberPassword: 'abc123def',
      fromFile: [],
      generated: [],
    });
    await expect(stat(secretsFile(dataDir))).rejects.toThrow();
  });

  it('keeps what the file has when it only lacks one secret', async () => {
    const first = await resolveSecrets({ ...base, dataDir, operatorApiKey: 'from-env-0123456789' });
    expect(first.generated).toEqual(['jwePrivateKey', 'defaultMemberPassword']);
    const second = await resolveSecrets({ ...base, dataDir });
    expect(second.generated).toEqual(['operatorApiKey']);
    expect(second.jwePrivateKey).toBe(first.jwePrivateKey);
    const stored = JSON.parse(await readFile(secretsFile(dataDir), 'utf8')) as Record<string, string>;
    expect(stored.operatorApiKey).toBe(second.operatorApiKey);
  });

  it('makes processes starting at the same time agree on one set of secrets', async () => {
    const all = await Promise.all([1, 2, 3].map(() => resolveSecrets({ ...base, dataDir })));
    expect(new Set(all.map((s) => s.operatorApiKey)).size).toBe(1);
    expect(new Set(all.map((s) => s.jwePrivateKey)).size).toBe(1);
    expect(new Set(all.map((s) => s.defaultMemberPassword)).size).toBe(1);
  });
});
