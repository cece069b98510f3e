/**
 * The password just typed at login, kept in memory only (never in storage) so that a forced password
 * change does not ask for it again (spec §5 "old password required unless known").
 */
let knownPassword: string | null = null;

export function setKnownPassword(password: string | null): void {
  knownPassword = password;
}

export function getKnownPassword(): string | null {
  return knownPassword;
}

export function forgetKnownPassword(): void {
  knownPassword = null;
}
