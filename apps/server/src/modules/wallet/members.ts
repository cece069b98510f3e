import type { IdentityService, MemberSummary } from '../identity/service';

/** What the wallet needs to know of members; the identity service answers every question. */
export type WalletMembers = Pick<
  IdentityService,
  | 'getMemberById'
  | 'getMembersByIds'
  | 'findMemberByAccount'
  | 'verifyPaymentPassword'
  | 'hasPaymentPassword'
  | 'checkWithdrawalTotp'
  | 'isInDownline'
>;

export type { MemberSummary };
