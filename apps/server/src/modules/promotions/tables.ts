/**
 * The promotions module's tables. The core ones (settings, bonuses, the reward centre) are here; each part
 * of the module keeps its own tables in `<part>/tables.ts`, re-exported below so that drizzle-kit sees them.
 * Ids only for members: no foreign key crosses modules.
 */
export * from './core-tables';
export * from './raffles/tables';
export * from './activities/tables';
export * from './missions/tables';
export * from './referral/tables';
