import type {
  TCreateInvitationLinkRequest,
  TInvitationLink,
  TUpdateInvitationLinkRequest,
} from '@platform/contracts/agents';
import type { InvitationLinkRow } from '../identity/invitation-links';
import { registerUrlBase, type AgentsContext, type Caller } from './context';
import type { RegisterCentre } from './create-downline';

/**
 * The caller's invitation links (stored by identity, which reads them at registration): each makes
 * members of one type under the caller, which must be a type the operator lets agents create.
 */
export function createInvitationLinkUseCases(ctx: AgentsContext, register: RegisterCentre) {
  const toLink = (row: InvitationLinkRow, base: string): TInvitationLink => ({
    id: row.id,
    code: row.code,
    type: row.memberType,
    label: row.label,
    url: `${base}?referralCode=${encodeURIComponent(row.code)}`,
    registrations: row.registrations,
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
  });
  const baseOf = async (origin: string | null) => registerUrlBase(origin, await ctx.brand());

  return {
    async list(caller: Caller, origin: string | null): Promise<TInvitationLink[]> {
      const [rows, base] = await Promise.all([ctx.identity.invitationLinks.list(caller.id), baseOf(origin)]);
      return rows.map((row) => toLink(row, base));
    },

    async create(caller: Caller, body: TCreateInvitationLinkRequest, origin: string | null) {
      await register.requireCreatable(body.type);
      const row = await ctx.identity.invitationLinks.create(caller.id, {
        type: body.type,
        label: body.label || null,
      });
      return toLink(row, await baseOf(origin));
    },

    async update(caller: Caller, id: string, body: TUpdateInvitationLinkRequest, origin: string | null) {
      const row = await ctx.identity.invitationLinks.update(caller.id, id, {
        enabled: body.enabled,
        label: body.label === undefined ? undefined : body.label || null,
      });
      return toLink(row, await baseOf(origin));
    },
  };
}
