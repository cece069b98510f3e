import type {
  TAgentRegisterSettings,
  TCreateDownlineRequest,
  TCreatedDownline,
} from '@platform/contracts/agents';
import type { TLanguage } from '@platform/contracts/i18n';
import { isAgentType } from '@platform/contracts/member-types';
import { AppError } from '../../platform/errors';
import { registerUrlBase, type AgentsContext, type Caller } from './context';

/** The register centre: what the caller may create, and accounts made by it. */
export function createRegisterCentre(ctx: AgentsContext) {
  async function requireCreatable(type: number): Promise<void> {
    const { creatableTypes } = await ctx.settings.get();
    if (!creatableTypes.includes(type as never)) {
      throw new AppError('MEMBER_TYPE_NOT_ALLOWED', { fields: ['type'] });
    }
  }

  return {
    requireCreatable,

    async settings(origin: string | null): Promise<TAgentRegisterSettings> {
      const [{ creatableTypes }, brand] = await Promise.all([ctx.settings.get(), ctx.brand()]);
      return {
        creatableTypes,
        defaultPasswordMustChange: true,
        registerUrlBase: registerUrlBase(origin, brand),
      };
    },

    /**
     * A direct downline of the caller with the default member password (its first login must change
     * it), of a type the operator lets agents create (403 MEMBER_TYPE_NOT_ALLOWED), an account name by
     * the registration rule (400) and free (409 USERNAME_TAKEN). Audited as made by the agent.
     */
    async createDownline(
      caller: Caller,
      body: TCreateDownlineRequest,
      meta: { lang: TLanguage; requestId: string | null },
    ): Promise<TCreatedDownline> {
      await requireCreatable(body.type);
      await ctx.identity.checkAccountName(body.account, meta.lang);
      const member = await ctx.identity.createAccount({
        account: body.account,
        type: body.type,
        uplineId: caller.id,
        nickname: body.nickname || null,
        createdBy: 'AGENT',
        audit: { actor: `member:${caller.id}`, requestId: meta.requestId },
      });
      const balances = await ctx.wallet.balancesOf([member.id]);
      return {
        member: {
          memberId: member.id,
          account: member.account,
          nickname: member.nickname,
          type: member.type,
          isAgent: isAgentType(member.type),
          status: member.status,
          balance: balances.get(member.id) ?? 0,
          teamSize: 0,
          directCount: 0,
          registeredAt: member.createdAt.toISOString(),
          lastLoginAt: null,
          online: false,
          remark: null,
          depth: 1,
        },
        initialPassword: ctx.identity.defaultMemberPassword(),
      };
    },
  };
}

export type RegisterCentre = ReturnType<typeof createRegisterCentre>;
