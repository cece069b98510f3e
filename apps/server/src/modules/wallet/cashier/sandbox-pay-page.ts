import type { TLanguage } from '@platform/contracts/i18n';
import { escapeHtml } from '../../../platform/html';

const TEXTS = {
  es: {
    title: 'Pasarela de pago de pruebas',
    note: 'Esta es una pasarela de pruebas: no se cobra dinero real.',
    order: 'Orden',
    amount: 'Importe',
    pay: 'Pagar',
    cancel: 'Cancelar',
    done: 'Esta orden ya no está pendiente',
    status: 'Estado',
    back: 'Volver al sitio',
    missing: 'La orden no existe.',
    other: 'English',
    statuses: {
      PENDING: 'Pendiente',
      CREDITED: 'Pagada',
      REJECTED: 'Rechazada',
      CANCELLED: 'Cancelada',
      EXPIRED: 'Caducada',
    } as Record<string, string>,
  },
  en: {
    title: 'Sandbox payment gateway',
    note: 'This is a test gateway: no real money is charged.',
    order: 'Order',
    amount: 'Amount',
    pay: 'Pay',
    cancel: 'Cancel',
    done: 'This order is no longer pending',
    status: 'Status',
    back: 'Back to the site',
    missing: 'The order does not exist.',
    other: 'Español',
    statuses: {
      PENDING: 'Pending',
      CREDITED: 'Paid',
      REJECTED: 'Rejected',
      CANCELLED: 'Cancelled',
      EXPIRED: 'Expired',
    } as Record<string, string>,
  },
} as const;

export type SandboxPayView = {
  lang: TLanguage;
  order: { id: string; amount: string; status: string } | null;
  /** The page's token: posted by the buttons, kept by the language link. */
  token?: string;
  returnUrl: string;
};

/** The small page of the sandbox gateway: the order and two buttons (forms, no script). */
export function renderSandboxPayPage({ lang, order, token, returnUrl }: SandboxPayView): string {
  const t = TEXTS[lang];
  const other = lang === 'es' ? 'en' : 'es';
  const action = (what: string) =>
    `/sandbox-pay/${order ? encodeURIComponent(order.id) : ''}/${what}?lang=${lang}`;
  const tokenField = token ? `<input type="hidden" name="token" value="${escapeHtml(token)}">` : '';
  const otherLanguage = `?lang=${other}${token ? `&amp;token=${encodeURIComponent(token)}` : ''}`;
  const body = !order
    ? `<p class="muted">${t.missing}</p>`
    : `<dl>
        <dt>${t.order}</dt><dd><code>${escapeHtml(order.id)}</code></dd>
        <dt>${t.amount}</dt><dd class="amount">${escapeHtml(order.amount)}</dd>
        <dt>${t.status}</dt><dd>${escapeHtml(t.statuses[order.status] ?? order.status)}</dd>
      </dl>
      ${
        order.status === 'PENDING'
          ? `<div class="actions">
        <form method="post" action="${action('pay')}">${tokenField}<button class="pay" type="submit">${t.pay}</button></form>
        <form method="post" action="${action('cancel')}">${tokenField}<button class="cancel" type="submit">${t.cancel}</button></form>
      </div>`
          : `<p class="muted">${t.done}.</p>`
      }`;
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t.title}</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #0f172a; color: #0f172a; }
  main { width: min(92vw, 420px); background: #fff; border-radius: 16px; padding: 28px; box-shadow: 0 20px 50px rgb(0 0 0 / 35%); }
  h1 { font-size: 1.25rem; margin: 0 0 4px; }
  .muted { color: #64748b; font-size: .9rem; }
  .badge { display: inline-block; background: #fef3c7; color: #92400e; border-radius: 999px; padding: 2px 10px; font-size: .75rem; font-weight: 600; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 20px 0; }
  dt { color: #64748b; } dd { margin: 0; text-align: right; word-break: break-all; }
  .amount { font-size: 1.5rem; font-weight: 700; }
  .actions { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
  button { width: 100%; border: 0; border-radius: 10px; padding: 12px; font-size: 1rem; font-weight: 600; cursor: pointer; }
  .pay { background: #16a34a; color: #fff; } .cancel { background: #e2e8f0; color: #0f172a; }
  footer { display: flex; justify-content: space-between; margin-top: 20px; font-size: .85rem; }
  a { color: #2563eb; }
</style>
</head>
<body>
<main>
  <span class="badge">SANDBOX</span>
  <h1>${t.title}</h1>
  <p class="muted">${t.note}</p>
  ${body}
  <footer><a href="${escapeHtml(returnUrl)}">${t.back}</a><a href="${otherLanguage}">${t.other}</a></footer>
</main>
</body>
</html>`;
}
