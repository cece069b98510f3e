import type { PromotionsContext } from '../context';
import type { BonusSettings } from './settings';

/** What the bonuses part's use cases share: the module context and the part's settings. */
export type BonusesDeps = { ctx: PromotionsContext; settings: BonusSettings };
