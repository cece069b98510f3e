/**
 * An account shown to other members, masked as the winner board does (vendors/reads.ts `maskAccount`):
 * `demo_player` → `de***er`; short names keep only their first character.
 */
export function maskAccount(account: string): string {
  if (account.length <= 4) return `${account.slice(0, 1)}***`;
  return `${account.slice(0, 2)}***${account.slice(-2)}`;
}
