/** Member `type` values (spec §3, decisions.md). */
export const MEMBER_TYPE = {
  MEMBER: 0,
  AGENT: 1,
  AGENT_SECOND_TIER: 2,
  TRIAL: 4,
  AGENT_SUB_A: 41,
  AGENT_SUB_B: 42,
} as const;

export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
export const TRIAL_TYPES: readonly number[] = [4];
/** Agent-only accounts: they run a team and never play (no member site, no game launch, no bets). */
export const AGENT_ONLY_TYPES: readonly number[] = [41, 42];

export const isAgentType = (type: number): boolean => AGENT_TYPES.includes(type);
export const isTrialType = (type: number): boolean => TRIAL_TYPES.includes(type);
export const isAgentOnlyType = (type: number): boolean => AGENT_ONLY_TYPES.includes(type);
