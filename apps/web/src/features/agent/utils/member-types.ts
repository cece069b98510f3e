/** The member types the agent centre names (spec §3, decisions.md): players, agents, agent-only, trial. */
export const NAMED_MEMBER_TYPES = ['0', '1', '2', '4', '41', '42'] as const;
export type TNamedMemberType = (typeof NAMED_MEMBER_TYPES)[number];

export function namedMemberType(type: number): TNamedMemberType | null {
  const key = String(type);
  return (NAMED_MEMBER_TYPES as readonly string[]).includes(key) ? (key as TNamedMemberType) : null;
}
