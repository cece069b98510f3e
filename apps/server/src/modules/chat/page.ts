import { CHAT_HISTORY_PAGE_SIZE, CHAT_MESSAGE_MAX_LENGTH } from '@platform/contracts/chat';
import type { TLanguage } from '@platform/contracts/i18n';
import { CLOSE_CODES, HEARTBEAT_MS, REALTIME_PATH } from '@platform/contracts/realtime';
import { escapeHtml, scriptJson, strictPagePolicy } from '../../platform/html';

export const CHAT_PAGE_TEXTS = {
  es: {
    title: 'Chat en vivo',
    connecting: 'Conectando…',
    connected: 'En línea',
    reconnecting: 'Conexión perdida. Reconectando…',
    expired: 'La sesión del chat terminó. Vuelva a abrir el chat desde el sitio.',
    forbidden: 'No puede usar este chat. Vuelva a abrir el chat desde el sitio.',
    closed: 'Conversación cerrada. Para seguir, abra un chat nuevo desde el sitio.',
    placeholder: 'Escriba su mensaje…',
    send: 'Enviar',
    older: 'Ver mensajes anteriores',
    empty: 'Aún no hay mensajes.',
    you: 'Usted',
    agent: 'Asesor',
    system: 'Aviso',
    failed: 'No se envió: {reason}',
    tooLong: 'El mensaje supera los {max} caracteres.',
    noToken: 'Este enlace de chat no es válido. Abra el chat desde el sitio.',
  },
  en: {
    title: 'Live chat',
    connecting: 'Connecting…',
    connected: 'Online',
    reconnecting: 'Connection lost. Reconnecting…',
    expired: 'The chat session has ended. Open the chat again from the site.',
    forbidden: 'You cannot use this chat. Open the chat again from the site.',
    closed: 'Conversation closed. To continue, start a new chat from the site.',
    placeholder: 'Write your message…',
    send: 'Send',
    older: 'Show earlier messages',
    empty: 'No messages yet.',
    you: 'You',
    agent: 'Agent',
    system: 'Notice',
    failed: 'Not sent: {reason}',
    tooLong: 'The message is longer than {max} characters.',
    noToken: 'This chat link is not valid. Open the chat from the site.',
  },
} as const satisfies Record<TLanguage, Record<string, string>>;

/** Only the page's own inline style and script (by nonce) and connections to this site (/ws). */
export const chatPageSecurityPolicy = (nonce: string) => strictPagePolicy(nonce, "'self' data:");

const STYLE = `
*{box-sizing:border-box}html,body{height:100%}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f3fa;color:#1d1a33;display:flex;flex-direction:column}
header{display:flex;align-items:center;justify-content:space-between;gap:12px;padding:12px 16px;background:#2b2560;color:#fff}
header h1{font-size:1rem;margin:0;font-weight:600}
#status{font-size:.8rem;display:flex;align-items:center;gap:6px;color:#d8d4ff}
#status::before{content:"";width:8px;height:8px;border-radius:50%;background:#f5b642}
#status.online::before{background:#4cd17b}#status.off::before{background:#ff6b6b}
main{flex:1;overflow-y:auto;padding:12px 16px;display:flex;flex-direction:column;gap:8px}
.older{align-self:center;border:1px solid #c9c4ea;background:#fff;color:#2b2560;border-radius:16px;padding:4px 14px;font:inherit;font-size:.8rem;cursor:pointer}
.msg{max-width:80%;padding:8px 12px;border-radius:14px;white-space:pre-wrap;overflow-wrap:anywhere;line-height:1.35;font-size:.92rem}
.msg .who{display:block;font-size:.72rem;font-weight:600;opacity:.75;margin-bottom:2px}
.msg time{display:block;font-size:.68rem;opacity:.6;margin-top:3px;text-align:right}
.msg.member{align-self:flex-end;background:#5b4fd6;color:#fff;border-bottom-right-radius:4px}
.msg.operator{align-self:flex-start;background:#fff;border:1px solid #e2dff3;border-bottom-left-radius:4px}
.msg.system{align-self:center;background:transparent;color:#5f5a7d;font-style:italic;font-size:.82rem;text-align:center;max-width:90%}
.msg.pending{opacity:.6}.msg.failed{background:#ffe3e3;color:#8a1c1c}
.empty{align-self:center;color:#8a86a3;font-size:.85rem;margin-top:24px}
.notice{padding:10px 16px;background:#fff4d6;color:#6b4d00;font-size:.85rem;border-top:1px solid #f0dfa8}
.notice[hidden]{display:none}
form{display:flex;gap:8px;padding:10px 12px;background:#fff;border-top:1px solid #e2dff3;align-items:flex-end}
textarea{flex:1;resize:none;font:inherit;font-size:.92rem;border:1px solid #c9c4ea;border-radius:12px;padding:8px 10px;min-height:40px;max-height:120px}
textarea:focus{outline:2px solid #5b4fd6;outline-offset:0}
.send{display:flex;flex-direction:column;align-items:flex-end;gap:4px}
.count{font-size:.7rem;color:#8a86a3}.count.over{color:#c62828}
button[type=submit]{background:#5b4fd6;color:#fff;border:0;border-radius:12px;padding:9px 18px;font:inherit;font-weight:600;cursor:pointer}
button:disabled{opacity:.5;cursor:not-allowed}
`;

/** The brand's time zone, and its UTC offset now for a browser that does not know the zone. */
export type ChatPageZone = { timeZone: string; utcOffsetMinutes: number };

export type ChatPageView = { roomId: string; nonce: string; language: TLanguage; zone: ChatPageZone };

/**
 * The page's `fmtTime(iso, locale, zone)` (browser script, also run by the tests): a message's date and
 * time in the brand's time zone as the site writes them (es `01/03/2025, 12:24`); without a zone, the
 * browser's own.
 */
export const FORMAT_TIME_SCRIPT = `function fmtTime(iso,locale,zone){var d=new Date(iso);if(isNaN(d.getTime()))return '';
var o={year:'numeric',month:'2-digit',day:'2-digit',hour:'2-digit',minute:'2-digit',hourCycle:'h23'};
if(zone){try{return new Intl.DateTimeFormat(locale,Object.assign({timeZone:zone.timeZone},o)).format(d);}catch(e){d=new Date(d.getTime()+zone.utcOffsetMinutes*60000);o.timeZone='UTC';}}
try{return new Intl.DateTimeFormat(locale,o).format(d);}catch(e){return '';}}`;

/**
 * The built-in provider's chat window: one HTML page with inline style and script, no external asset.
 * Every text of the conversation is put in the page with textContent (never as HTML).
 */
export function renderChatPage({ roomId, nonce, language, zone }: ChatPageView): string {
  const t = CHAT_PAGE_TEXTS[language];
  const data = {
    roomId,
    path: REALTIME_PATH,
    locale: language,
    zone,
    max: CHAT_MESSAGE_MAX_LENGTH,
    pageSize: CHAT_HISTORY_PAGE_SIZE,
    heartbeatMs: Math.min(HEARTBEAT_MS, 25_000),
    terminal: {
      [CLOSE_CODES.NOT_LOGGED_IN]: 'expired',
      [CLOSE_CODES.SESSION_EXPIRED]: 'expired',
      [CLOSE_CODES.FORBIDDEN]: 'forbidden',
    },
    t,
  };
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="referrer" content="no-referrer"><title>${escapeHtml(t.title)}</title><style nonce="${nonce}">${STYLE}</style></head>
<body>
<header><h1 id="title">${escapeHtml(t.title)}</h1><span id="status" role="status" aria-live="polite">${escapeHtml(t.connecting)}</span></header>
<main id="log" aria-live="polite" aria-label="${escapeHtml(t.title)}"></main>
<p id="notice" class="notice" role="alert" hidden></p>
<form id="form" autocomplete="off">
<textarea id="text" rows="1" maxlength="${CHAT_MESSAGE_MAX_LENGTH}" placeholder="${escapeHtml(t.placeholder)}" aria-label="${escapeHtml(t.placeholder)}" disabled></textarea>
<div class="send"><span id="count" class="count">0/${CHAT_MESSAGE_MAX_LENGTH}</span><button type="submit" id="send" disabled>${escapeHtml(t.send)}</button></div>
</form>
<script nonce="${nonce}">
(function(){
var c=${scriptJson(data)},t=c.t;
var log=document.getElementById('log'),form=document.getElementById('form'),input=document.getElementById('text'),sendBtn=document.getElementById('send'),statusEl=document.getElementById('status'),notice=document.getElementById('notice'),count=document.getElementById('count'),title=document.getElementById('title');
var key='chat-token:'+c.roomId,token=null,m=/(?:^#|&)t=([^&]+)/.exec(location.hash);
try{if(m){token=decodeURIComponent(m[1]);sessionStorage.setItem(key,token);}else{token=sessionStorage.getItem(key);}}catch(e){if(m)token=decodeURIComponent(m[1]);}
if(m){try{history.replaceState(null,'',location.pathname+location.search);}catch(e){}}
var ws=null,attempt=0,timer=null,beat=null,waitPong=null,stopped=false,open=false,closedRoom=false,oldest=null,hasMore=false,seen={},pending={},seq=0,olderBtn=null;
function status(text,kind){statusEl.textContent=text;statusEl.className=kind||'';}
function showNotice(text){notice.textContent=text;notice.hidden=!text;}
${FORMAT_TIME_SCRIPT}
function bubble(msg,extra){var el=document.createElement('div');var kind=msg.sender==='MEMBER'?'member':msg.sender==='OPERATOR'?'operator':'system';el.className='msg '+kind+(extra?' '+extra:'');
if(kind!=='system'){var who=document.createElement('span');who.className='who';who.textContent=kind==='member'?t.you:t.agent;el.appendChild(who);}
el.appendChild(document.createTextNode(msg.text));
if(msg.createdAt){var tm=document.createElement('time');tm.dateTime=msg.createdAt;tm.textContent=fmtTime(msg.createdAt,c.locale,c.zone);el.appendChild(tm);}
if(msg.id)el.dataset.id=msg.id;return el;}
function clearEmpty(){var e=log.querySelector('.empty');if(e)e.remove();}
function atBottom(){return log.scrollHeight-log.scrollTop-log.clientHeight<40;}
function append(msg){if(seen[msg.id])return;seen[msg.id]=true;clearEmpty();var stick=atBottom();var el=bubble(msg);
var nodes=log.querySelectorAll('.msg[data-id]'),before=null;for(var i=0;i<nodes.length;i++){if(Number(nodes[i].dataset.id)>Number(msg.id)){before=nodes[i];break;}}
if(!before)before=log.querySelector('.msg.pending,.msg.failed');if(before)log.insertBefore(el,before);else log.appendChild(el);
if(oldest===null||Number(msg.id)<Number(oldest))oldest=msg.id;
if(stick)log.scrollTop=log.scrollHeight;}
function renderOlder(){if(hasMore&&!olderBtn){olderBtn=document.createElement('button');olderBtn.type='button';olderBtn.className='older';olderBtn.textContent=t.older;olderBtn.addEventListener('click',function(){if(ws&&open)send({type:'chat.history',before:oldest,limit:c.pageSize,ref:'older'});});log.insertBefore(olderBtn,log.firstChild);}
if(!hasMore&&olderBtn){olderBtn.remove();olderBtn=null;}if(olderBtn&&log.firstChild!==olderBtn)log.insertBefore(olderBtn,log.firstChild);}
function setClosed(){closedRoom=true;input.disabled=true;sendBtn.disabled=true;showNotice(t.closed);}
function setEnabled(){var ok=open&&!closedRoom;input.disabled=!ok;updateCount();}
function updateCount(){var n=Array.from(input.value).length;count.textContent=n+'/'+c.max;count.className='count'+(n>c.max?' over':'');sendBtn.disabled=!open||closedRoom||n===0||n>c.max||!input.value.trim();}
function send(obj){try{ws.send(JSON.stringify(obj));return true;}catch(e){return false;}}
function stop(reason){stopped=true;open=false;clearTimeout(timer);clearInterval(beat);clearTimeout(waitPong);input.disabled=true;sendBtn.disabled=true;status(reason,'off');showNotice(reason);}
function connect(){if(stopped)return;if(!token){stop(t.noToken);return;}
status(attempt?t.reconnecting:t.connecting,'');
ws=new WebSocket((location.protocol==='https:'?'wss://':'ws://')+location.host+c.path);
ws.onopen=function(){send({type:'auth',kind:'chat',token:token});};
ws.onmessage=function(ev){var msg;try{msg=JSON.parse(ev.data);}catch(e){return;}onMessage(msg);};
ws.onclose=function(ev){open=false;clearInterval(beat);clearTimeout(waitPong);setEnabled();
var term=c.terminal[ev.code];if(term){try{sessionStorage.removeItem(key);}catch(e){}stop(t[term]);return;}
if(stopped)return;status(t.reconnecting,'off');var delay=Math.min(30000,1000*Math.pow(2,attempt))*(0.75+Math.random()*0.5);attempt++;timer=setTimeout(connect,delay);};}
function heartbeat(){clearInterval(beat);beat=setInterval(function(){if(!open)return;send({type:'ping'});clearTimeout(waitPong);waitPong=setTimeout(function(){try{ws.close();}catch(e){}},10000);},c.heartbeatMs);}
function onMessage(msg){
if(msg.type==='hello'){open=true;attempt=0;status(t.connected,'online');heartbeat();
if(msg.room){title.textContent=msg.room.modelName;if(msg.room.status==='CLOSED')setClosed();}
setEnabled();send({type:'chat.history',limit:c.pageSize,ref:'latest'});
Object.keys(pending).forEach(function(ref){var p=pending[ref];if(p.sent)return;p.sent=send({type:'chat.send',text:p.text,ref:ref});});return;}
if(msg.type==='pong'){clearTimeout(waitPong);return;}
if(msg.type==='chat.history'){if(msg.ref==='older'||oldest===null){hasMore=msg.hasMore;}
var stick=msg.ref!=='older';msg.messages.forEach(append);if(!log.querySelector('.msg'))showEmpty();renderOlder();if(stick)log.scrollTop=log.scrollHeight;return;}
if(msg.type==='chat.message'){if(msg.message.roomId===c.roomId)append(msg.message);return;}
if(msg.type==='chat.ack'){var p=pending[msg.ref];if(p){p.el.remove();delete pending[msg.ref];}append(msg.message);return;}
if(msg.type==='chat.room'){if(msg.room.id===c.roomId&&msg.room.status==='CLOSED')setClosed();return;}
if(msg.type==='error'){var q=msg.ref&&pending[msg.ref];if(q){q.el.className='msg member failed';q.el.lastChild.textContent=t.failed.replace('{reason}',msg.message);delete pending[msg.ref];}
else{showNotice(msg.message);}
if(msg.code==='CHAT_CLOSED')setClosed();return;}}
function showEmpty(){if(log.querySelector('.empty'))return;var e=document.createElement('p');e.className='empty';e.textContent=t.empty;log.appendChild(e);}
form.addEventListener('submit',function(ev){ev.preventDefault();var text=input.value.trim();if(!text||!open||closedRoom)return;
if(Array.from(text).length>c.max){showNotice(t.tooLong.replace('{max}',c.max));return;}
var ref='m'+(++seq),el=bubble({sender:'MEMBER',text:text},'pending');var note=document.createElement('time');note.textContent='…';el.appendChild(note);clearEmpty();log.appendChild(el);log.scrollTop=log.scrollHeight;
pending[ref]={text:text,el:el,sent:send({type:'chat.send',text:text,ref:ref})};input.value='';updateCount();input.focus();});
input.addEventListener('input',function(){updateCount();input.style.height='auto';input.style.height=Math.min(input.scrollHeight,120)+'px';});
input.addEventListener('keydown',function(ev){if(ev.key==='Enter'&&!ev.shiftKey&&!ev.isComposing){ev.preventDefault();if(!sendBtn.disabled)form.requestSubmit();}});
connect();
})();
</script></body></html>`;
}
