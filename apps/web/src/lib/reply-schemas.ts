/**
 * The contract schemas that validate the replies of the start-up requests. Only {@link loadReplySchemas}
 * imports this module (dynamically), so zod and the schemas load beside the first requests instead of
 * delaying the first render.
 */
export { ZLaunchReplySchema, ZRankListReplySchema } from '@platform/contracts/bets';
export { ZGameCategorySchema } from '@platform/contracts/categories';
export { ZAnnouncementPayloadSchema, ZBannersReplySchema } from '@platform/contracts/content';
export {
  ZGameListReplySchema,
  ZGameMenusReplySchema,
  ZHotGamesReplySchema,
  ZNewGameVendorReplySchema,
  ZRecentGamesReplySchema,
} from '@platform/contracts/games';
export { ZMemberInfoSchema } from '@platform/contracts/identity';
export {
  ZInboxListReplySchema,
  ZLanguageUpdateReplySchema,
  ZUnreadCountReplySchema,
} from '@platform/contracts/messaging';
export { ZSystemStatusValueSchema } from '@platform/contracts/system';
export { ZBalanceValueSchema, ZMerchantWalletReplySchema } from '@platform/contracts/wallet';
