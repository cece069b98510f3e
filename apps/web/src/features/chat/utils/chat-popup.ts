import { safeUrl } from '../../../lib/safe-url';

/** One chat window at a time: opening the chat again reuses (and focuses) it. */
export const CHAT_WINDOW_NAME = 'fortuna-live-chat';
const CHAT_WINDOW_FEATURES = 'popup=yes,width=420,height=660,resizable=yes,scrollbars=yes';

/**
 * Opens the chat window on the click itself (a window opened after a network reply is blocked by
 * browsers), showing `waitingText` until the chat address arrives. Null when the browser blocked it.
 */
export function openChatWindow(waitingText: string, title: string): Window | null {
  let popup: Window | null = null;
  try {
    popup = window.open('', CHAT_WINDOW_NAME, CHAT_WINDOW_FEATURES);
  } catch {
    popup = null;
  }
  if (!popup) return null;
  try {
    // The chat provider gets no handle on the site (reverse tabnabbing).
    popup.opener = null;
    const doc = popup.document;
    if (doc && doc.body && doc.body.childElementCount === 0) {
      doc.title = title;
      const note = doc.createElement('p');
      note.textContent = waitingText;
      // Through the CSSOM: the window has the site's policy, which refuses style attributes.
      note.style.cssText =
        'font: 16px system-ui, sans-serif; color: #aab3cf; text-align: center; margin-top: 40vh';
      doc.body.style.cssText = 'margin: 0; background: #090d19';
      doc.body.append(note);
    }
  } catch {
    // A window already showing the chat (another origin) cannot be written to; it is reused as it is.
  }
  return popup;
}

/** The chat address as an absolute URL of a harmless protocol, or null. */
export function chatAddress(chatUrl: string): string | null {
  const url = safeUrl(chatUrl);
  return url && /^https?:/.test(url) ? url : null;
}

/** Points the window at the chat and brings it forward. */
export function showChat(popup: Window, url: string): void {
  popup.location.replace(url);
  popup.focus();
}
