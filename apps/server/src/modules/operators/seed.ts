import type { Seeder } from '../../seed/types';
import { createArgon2Hasher } from '../identity/password-hasher';
import * as repository from './repository';

/** The password of the demo operators (never the operator key). */
export const DEMO_OPERATOR_PASSWORD = 'operador2026';

export const DEMO_OPERATORS = [
  { username: 'demo_admin', role: 'ADMIN' },
  { username: 'demo_finance', role: 'FINANCE' },
  { username: 'demo_support', role: 'SUPPORT' },
] as const;

/** Demo back-office operators, one per role, announced at start. */
export const operatorsDemoSeeder: Seeder = {
  name: 'operators.demo-accounts',
  demo: true,
  async run(db, ctx) {
    const passwordHash = await createArgon2Hasher().hash(DEMO_OPERATOR_PASSWORD);
    const now = new Date();
    for (const demo of DEMO_OPERATORS) {
      await repository.insertOperatorIfAbsent(db, {
        username: demo.username,
        passwordHash,
        role: demo.role,
        status: 'active',
        createdBy: 'seed',
        createdAt: now,
        updatedAt: now,
      });
      ctx.announce(
        `Demo operator: ${demo.username} / ${DEMO_OPERATOR_PASSWORD} (${demo.role}, POST /admin-api/session/login)`,
      );
    }
  },
};
