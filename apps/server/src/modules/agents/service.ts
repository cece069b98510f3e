import type { AgentsContext } from './context';
import { createRegisterCentre } from './create-downline';
import { createInvitationLinkUseCases } from './invitation-links';
import { createListDownlines } from './list-downlines';
import { createMoveMember } from './move-member';
import { createSetRemark } from './set-remark';

/** The agent centre's team use cases (one per file); the routes call these. */
export function createAgentsService(ctx: AgentsContext) {
  const register = createRegisterCentre(ctx);
  return {
    listDownlines: createListDownlines(ctx),
    setRemark: createSetRemark(ctx),
    registerSettings: register.settings,
    createDownline: register.createDownline,
    links: createInvitationLinkUseCases(ctx, register),
    announcements: ctx.content.agentAnnouncements,
    moveMember: createMoveMember(ctx),
    settings: ctx.settings,
  };
}

export type AgentsService = ReturnType<typeof createAgentsService>;
