import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** Hashes and checks passwords; hashes are self-describing strings (PHC format with their parameters). */
export type PasswordHasher = {
  hash(password: string): Promise<string>;
  /** False for a wrong password and for a malformed hash (never throws for those). */
  verify(hash: string, password: string): Promise<boolean>;
  /** True when `hash` was made with weaker parameters than the current ones (rehash after a login). */
  needsRehash(hash: string): boolean;
};

export type Argon2Cost = { memoryKib: number; iterations: number };

/** OWASP Password Storage Cheat Sheet: argon2id, 19 MiB, 2 iterations, 1 degree of parallelism. */
export const OWASP_ARGON2_COST: Argon2Cost = { memoryKib: 19_456, iterations: 2 };

const PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/;

/** argon2id through @node-rs/argon2 (prebuilt binaries, no install script); work runs off the event loop. */
export function createArgon2Hasher(cost: Argon2Cost = OWASP_ARGON2_COST): PasswordHasher {
  const options = {
    // Algorithm.Argon2id: the package declares an ambient const enum, which isolated modules cannot read.
    algorithm: 2 as Algorithm,
    memoryCost: cost.memoryKib,
    timeCost: cost.iterations,
    parallelism: 1,
    outputLen: 32,
  };
  return {
    hash: (password) => hash(password, options),
    async verify(hashed, password) {
      if (!PHC.test(hashed)) return false;
      try {
        return await verify(hashed, password);
      } catch {
        return false;
      }
    },
    needsRehash(hashed) {
      const match = PHC.exec(hashed);
      if (!match) return true;
      return Number(match[1]) < cost.memoryKib || Number(match[2]) < cost.iterations;
    },
  };
}
