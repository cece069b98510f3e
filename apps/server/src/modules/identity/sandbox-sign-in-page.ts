import type { TLanguage } from '@platform/contracts/i18n';
import { escapeHtml } from '../../platform/html';

/** What the sandbox sign-in window posts to the site that opened it (same origin only). */
export const SANDBOX_SIGN_IN_MESSAGE = 'sandbox-sign-in';

const PROVIDER_NAMES = { google: 'Google', facebook: 'Facebook' } as const;

const TEXTS = {
  es: {
    title: (provider: string) => `Iniciar sesión con ${provider} (pruebas)`,
    note: 'Proveedor de pruebas: ninguna cuenta real interviene. Escriba el nombre y el correo de la persona de prueba.',
    name: 'Nombre',
    email: 'Correo electrónico',
    go: 'Continuar',
    cancel: 'Cancelar',
    done: 'Listo. Puede cerrar esta ventana.',
    invalid: 'Escriba un nombre y un correo electrónico válido.',
    other: 'English',
  },
  en: {
    title: (provider: string) => `Sign in with ${provider} (sandbox)`,
    note: 'Sandbox provider: no real account is involved. Type the test person’s name and e-mail.',
    name: 'Name',
    email: 'E-mail',
    go: 'Continue',
    cancel: 'Cancel',
    done: 'Done. You may close this window.',
    invalid: 'Type a name and a valid e-mail address.',
    other: 'Español',
  },
} as const;

const STYLE = `
  :root { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #0f172a; color: #0f172a; }
  main { width: min(92vw, 380px); background: #fff; border-radius: 16px; padding: 24px; box-shadow: 0 20px 50px rgb(0 0 0 / 35%); }
  h1 { font-size: 1.15rem; margin: 6px 0 4px; }
  .muted { color: #475569; font-size: .9rem; }
  .badge { display: inline-block; background: #fef3c7; color: #92400e; border-radius: 999px; padding: 2px 10px; font-size: .75rem; font-weight: 600; }
  label { display: grid; gap: 4px; margin-top: 14px; font-size: .9rem; font-weight: 600; }
  input { font: inherit; padding: 10px 12px; border: 1px solid #94a3b8; border-radius: 8px; }
  .actions { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; margin-top: 20px; }
  button { width: 100%; border: 0; border-radius: 10px; padding: 12px; font-size: 1rem; font-weight: 600; cursor: pointer; }
  .go { background: #1d4ed8; color: #fff; } .cancel { background: #e2e8f0; color: #0f172a; }
  .error { color: #b91c1c; font-size: .9rem; }
  footer { margin-top: 16px; font-size: .85rem; text-align: right; } a { color: #1d4ed8; }
`;

const page = (lang: TLanguage, title: string, body: string, script = '') => `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
  <span class="badge">SANDBOX</span>
  ${body}
</main>
${script}
</body>
</html>`;

export type SandboxSocialFormView = {
  lang: TLanguage;
  provider: 'google' | 'facebook';
  name?: string;
  email?: string;
  invalid?: boolean;
};

/** The sandbox provider's sign-in window: a name, an e-mail, continue or cancel (forms, no script). */
export function renderSandboxSocialForm({
  lang,
  provider,
  name = '',
  email = '',
  invalid,
}: SandboxSocialFormView) {
  const t = TEXTS[lang];
  const title = t.title(PROVIDER_NAMES[provider]);
  const action = `/sandbox/social/${provider}?lang=${lang}`;
  const other = lang === 'es' ? 'en' : 'es';
  return page(
    lang,
    title,
    `<h1>${escapeHtml(title)}</h1>
  <p class="muted">${t.note}</p>
  ${invalid ? `<p class="error" role="alert">${t.invalid}</p>` : ''}
  <form method="post" action="${action}">
    <label>${t.name}<input name="name" autocomplete="name" maxlength="60" required value="${escapeHtml(name)}" data-testid="sandbox-name"></label>
    <label>${t.email}<input name="email" type="email" autocomplete="email" maxlength="120" required value="${escapeHtml(email)}" data-testid="sandbox-email"></label>
    <div class="actions">
      <button class="go" type="submit" name="action" value="continue" data-testid="sandbox-continue">${t.go}</button>
      <button class="cancel" type="submit" name="action" value="cancel" formnovalidate data-testid="sandbox-cancel">${t.cancel}</button>
    </div>
  </form>
  <footer><a href="/sandbox/social/${provider}?lang=${other}">${t.other}</a></footer>`,
  );
}

/**
 * The answer page: hands the token (or the cancellation) to the window that opened it, only if that window
 * is a page of this site (postMessage with our own origin as target), and closes.
 */
export function renderSandboxSocialResult(
  lang: TLanguage,
  provider: 'google' | 'facebook',
  result: { token: string } | { error: 'popup_closed' },
): string {
  const t = TEXTS[lang];
  const data = JSON.stringify({ type: SANDBOX_SIGN_IN_MESSAGE, provider, ...result }).replace(
    /</g,
    '\\u003c',
  );
  // Constant text, so its hash in the page's policy is always the same; the data is a JSON block.
  const script = `<script>(function(){var d=JSON.parse(document.getElementById('result').textContent);if(window.opener){window.opener.postMessage(d,window.location.origin);}window.close();})();</script>`;
  return page(
    lang,
    t.title(PROVIDER_NAMES[provider]),
    `<p class="muted" role="status">${t.done}</p>
  <script type="application/json" id="result">${data}</script>`,
    script,
  );
}
