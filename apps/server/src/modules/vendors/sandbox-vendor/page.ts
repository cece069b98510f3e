import type { TLanguage } from '@platform/contracts/i18n';
import type { PageState, RoundError } from './backend';
import { escapeHtml, scriptJson, strictPagePolicy } from '../../../platform/html';

export const TEXTS = {
  es: {
    title: 'Juego de demostración',
    note: 'Juego de demostración del proveedor sandbox: el saldo es el de su cuenta.',
    transferNote:
      'Este juego usa su billetera {wallet}. Transfiera saldo desde su billetera principal para jugar.',
    balance: 'Saldo',
    stake: 'Apuesta',
    spin: 'Girar',
    spinning: 'Girando…',
    win: '¡Ganó {amount}!',
    lose: 'Sin premio esta vez. ¡Suerte en el próximo giro!',
    jackpot: '¡Premio mayor! {amount}',
    back: 'Volver',
    errors: {
      NOT_ENOUGH_MONEY: 'Saldo insuficiente para esta apuesta.',
      TOKEN_EXPIRED: 'La sesión de juego caducó. Vuelva a abrir el juego desde el sitio.',
      INVALID_SESSION: 'La sesión de juego no es válida. Vuelva a abrir el juego desde el sitio.',
      USER_DISABLED: 'Su cuenta no puede jugar en este momento.',
      INVALID_STAKE: 'Elija una apuesta de la lista.',
      UNAVAILABLE: 'El juego no está disponible en este momento. Inténtelo de nuevo.',
    } satisfies Record<RoundError, string>,
  },
  en: {
    title: 'Demo game',
    note: 'Demo game of the sandbox vendor: the balance is your account’s.',
    transferNote: 'This game uses your {wallet} wallet. Transfer money from your main wallet to play.',
    balance: 'Balance',
    stake: 'Stake',
    spin: 'Spin',
    spinning: 'Spinning…',
    win: 'You won {amount}!',
    lose: 'No win this time. Good luck on the next spin!',
    jackpot: 'Jackpot! {amount}',
    back: 'Back',
    errors: {
      NOT_ENOUGH_MONEY: 'Not enough balance for this stake.',
      TOKEN_EXPIRED: 'The game session has expired. Open the game again from the site.',
      INVALID_SESSION: 'This game session is not valid. Open the game again from the site.',
      USER_DISABLED: 'Your account cannot play right now.',
      INVALID_STAKE: 'Choose a stake from the list.',
      UNAVAILABLE: 'The game is not available right now. Please try again.',
    } satisfies Record<RoundError, string>,
  },
} as const;

/** The strict policy of the page: only its own inline style and script (by nonce), images and calls to this site. */
export const pageSecurityPolicy = (nonce: string) => strictPagePolicy(nonce);

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#14122b;color:#f4f2ff;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{width:min(100%,420px);padding:20px;text-align:center}
h1{font-size:1.25rem;margin:.5rem 0}img{width:160px;height:160px;border-radius:16px;box-shadow:0 6px 24px #0008}
.note{font-size:.8rem;color:#b9b4e0;margin:.25rem 0 1rem}
.balance{font-size:1.1rem;margin:.75rem 0}.balance strong{font-size:1.4rem;color:#ffd166}
.reels{display:flex;gap:8px;justify-content:center;margin:1rem 0}.reels span{width:64px;height:64px;border-radius:12px;background:#2a2655;display:flex;align-items:center;justify-content:center;font-size:2rem;font-weight:700}
label{display:block;margin:.5rem 0 .25rem;font-size:.9rem}
select,button{font:inherit;border-radius:10px;border:0;padding:.6rem 1rem}
select{background:#2a2655;color:#fff;min-width:140px}
button{background:#ffd166;color:#1b1740;font-weight:700;min-width:180px;margin-top:1rem;cursor:pointer}button:disabled{opacity:.6;cursor:wait}
.message{min-height:1.5rem;margin-top:1rem}.message.win{color:#7ee081}.message.error{color:#ff8a8a}
a{color:#b9b4e0}
`;

export type PageView = { state: PageState; nonce: string; language: TLanguage };

/** The sandbox game page (HTML with inline style and script, no external asset). */
export function renderSandboxGamePage({ state, nonce, language }: PageView): string {
  const lang: TLanguage = state.ok ? state.session.language : (state.language ?? language);
  const t = TEXTS[lang];
  const head = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(state.ok ? state.gameName : t.title)}</title><style nonce="${nonce}">${STYLE}</style></head>`;
  if (!state.ok) {
    return `${head}<body><main><h1>${escapeHtml(t.title)}</h1><p class="message error" role="alert">${escapeHtml(t.errors[state.error])}</p></main></body></html>`;
  }
  const { session } = state;
  // The site's own formatting (lib/format-money.ts): grouping always, the page language's separators.
  const locale = lang;
  const money = (amount: number) =>
    `${state.currencySymbol}${amount.toLocaleString(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: 'always',
    } as Intl.NumberFormatOptions)}`;
  const options = state.stakes
    .map(
      (stake, index) =>
        `<option value="${stake}"${index === 1 ? ' selected' : ''}>${escapeHtml(money(stake))}</option>`,
    )
    .join('');
  const data = {
    session: state.sessionValue,
    locale,
    symbol: state.currencySymbol,
    texts: {
      spin: t.spin,
      spinning: t.spinning,
      win: t.win,
      lose: t.lose,
      jackpot: t.jackpot,
      errors: t.errors,
    },
  };
  const note = session.walletVendor ? t.transferNote.replace('{wallet}', session.walletVendor) : t.note;
  const back = session.backUrl
    ? `<p><a href="${escapeHtml(session.backUrl)}" target="_top">${escapeHtml(t.back)}</a></p>`
    : '';
  return `${head}<body><main>
<img src="${escapeHtml(state.iconUrl.startsWith('/lgw/games/art/') ? `${state.iconUrl}?lang=${lang}` : state.iconUrl)}" alt="">
<h1>${escapeHtml(state.gameName)}</h1>
<p class="note">${escapeHtml(note)}</p>
<p class="balance">${escapeHtml(t.balance)}: <strong id="balance">${escapeHtml(money(state.balance))}</strong></p>
<div class="reels" aria-hidden="true"><span>7</span><span>7</span><span>7</span></div>
<label for="stake">${escapeHtml(t.stake)}</label>
<select id="stake">${options}</select><br>
<button id="spin" type="button">${escapeHtml(t.spin)}</button>
<p id="message" class="message" role="status" aria-live="polite"></p>
${back}</main>
<script nonce="${nonce}">
(function(){
var c=${scriptJson(data)};
var fmt=function(n){return c.symbol+Number(n).toLocaleString(c.locale,{minimumFractionDigits:2,maximumFractionDigits:2,useGrouping:'always'});};
var btn=document.getElementById('spin'),msg=document.getElementById('message'),bal=document.getElementById('balance'),stake=document.getElementById('stake'),reels=document.querySelectorAll('.reels span');
function show(text,kind){msg.textContent=text;msg.className='message'+(kind?' '+kind:'');}
function balance(n){bal.textContent=fmt(n);try{window.parent.postMessage({source:'sandbox-vendor',type:'round',balance:n},location.origin);}catch(e){}}
btn.addEventListener('click',function(){
btn.disabled=true;btn.textContent=c.texts.spinning;show('');
fetch('/sandbox-vendor/api/round',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({session:c.session,stake:Number(stake.value)})})
.then(function(r){return r.json();})
.then(function(r){
if(!r.ok){show(c.texts.errors[r.error]||c.texts.errors.UNAVAILABLE,'error');if(typeof r.balance==='number')balance(r.balance);return;}
for(var i=0;i<3;i++)reels[i].textContent=r.reels[i];
if(r.jackpot>0)show(c.texts.jackpot.replace('{amount}',fmt(r.jackpot+r.payout)),'win');
else if(r.payout>0)show(c.texts.win.replace('{amount}',fmt(r.payout)),'win');
else show(c.texts.lose);
balance(r.balance);
})
.catch(function(){show(c.texts.errors.UNAVAILABLE,'error');})
.then(function(){btn.disabled=false;btn.textContent=c.texts.spin;});
});
})();
</script></body></html>`;
}
