// @vitest-environment node
import { compactDecrypt, exportJWK, generateKeyPair } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { envelope, jsonResponse } from '../test/fixtures';
import { encryptPayload, resetEncryptionKey } from './encrypt-payload';

describe('encryptPayload', () => {
  it('builds a compact JWE (RSA-OAEP-256/A256GCM, with kid) the server key can open, fetching the key once', async () => {
    const { publicKey, privateKey } = await generateKeyPair('RSA-OAEP-256', { extractable: true });
    const jwk = await exportJWK(publicKey);
    const fetchMock = vi.fn(async () =>
      jsonResponse(envelope({ ...jwk, kid: 'k-2025', alg: 'RSA-OAEP-256', enc: 'A256GCM', use: 'enc' })),
    );
    vi.stubGlobal('fetch', fetchMock);
    resetEncryptionKey();

    const first = await encryptPayload({ username: 'ana', password: 'Secr3t!' });
    const second = await encryptPayload({ n: 2 });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(first.payload.split('.')).toHaveLength(5);
    const { plaintext, protectedHeader } = await compactDecrypt(first.payload, privateKey);
    expect(protectedHeader).toMatchObject({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: 'k-2025' });
    expect(JSON.parse(new TextDecoder().decode(plaintext))).toEqual({ username: 'ana', password: 'Secr3t!' });
    expect(second.payload).not.toBe(first.payload);
    vi.unstubAllGlobals();
  });
});
