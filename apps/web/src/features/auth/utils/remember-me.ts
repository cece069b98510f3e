/**
 * "Remember me" (decisions.md): the USERNAME only — never the password or the token — in a cookie for
 * one day, SameSite=Lax.
 */
export const REMEMBER_COOKIE = 'rememberUsername';
export const REMEMBER_MAX_AGE_SECONDS = 24 * 60 * 60;

export function rememberCookie(username: string, secure: boolean): string {
  return [
    `${REMEMBER_COOKIE}=${encodeURIComponent(username)}`,
    `Max-Age=${REMEMBER_MAX_AGE_SECONDS}`,
    'Path=/',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export function rememberUsername(username: string): void {
  document.cookie = rememberCookie(username, window.location.protocol === 'https:');
}

export function forgetUsername(): void {
  document.cookie = `${REMEMBER_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}

export function rememberedUsername(): string | null {
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== REMEMBER_COOKIE) continue;
    try {
      return decodeURIComponent(rest.join('=')) || null;
    } catch {
      return null;
    }
  }
  return null;
}
