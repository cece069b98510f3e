import type { TPopupTexts } from '../platform/first-screen';

/** The announcement pop-up window's texts as the web build writes them (apps/web build/first-screens.ts). */
export const POPUP_TEXTS: Record<'es' | 'en', TPopupTexts> = {
  es: {
    title: 'Anuncio',
    close: 'Cerrar',
    understood: 'Entendido',
    navLabel: 'Cambiar de aviso',
    previous: 'Anterior',
    next: 'Siguiente',
    count: '{{current}} de {{total}}',
  },
  en: {
    title: 'Announcement',
    close: 'Close',
    understood: 'Got it',
    navLabel: 'Move between notices',
    previous: 'Previous',
    next: 'Next',
    count: '{{current}} of {{total}}',
  },
};
