import { ZBrandConfigSchema, type TBrandConfig } from '@platform/contracts/system';
import type { Db } from '../../platform/database';
import { DEFAULT_BRAND } from '../system/brand.default';
import { findBrandConfig } from '../system/repository';

/**
 * The brand read with a given executor, for code that runs inside a transaction it does not own (the
 * member-created hook, seeders, opening an account): the system service's cached reader would use the
 * root connection, which on PGlite waits for the open transaction forever.
 */
export async function readBrand(executor: Db): Promise<TBrandConfig> {
  const parsed = ZBrandConfigSchema.safeParse(await findBrandConfig(executor));
  return parsed.success ? parsed.data : DEFAULT_BRAND;
}
