import type { TChatModel } from '@platform/contracts/chat';
import type { TLanguage } from '@platform/contracts/i18n';

/** The queues of the built-in chat (CBS_modelList), in order; the first is the default. */
export const CHAT_MODELS: ReadonlyArray<{
  code: string;
  texts: Record<TLanguage, { name: string; description: string; welcome: string }>;
}> = [
  {
    code: 'SUPPORT',
    texts: {
      es: {
        name: 'Soporte general',
        description: 'Dudas sobre su cuenta, juegos y promociones.',
        welcome: 'Bienvenido a Soporte general. Escriba su consulta y un asesor le responderá en breve.',
      },
      en: {
        name: 'General support',
        description: 'Questions about your account, games and promotions.',
        welcome: 'Welcome to General support. Write your question and an agent will answer shortly.',
      },
    },
  },
  {
    code: 'PAYMENTS',
    texts: {
      es: {
        name: 'Depósitos y retiros',
        description: 'Ayuda con depósitos, retiros y movimientos de su billetera.',
        welcome:
          'Bienvenido a Depósitos y retiros. Indique el monto y la fecha de la operación; un asesor le responderá en breve.',
      },
      en: {
        name: 'Deposits and withdrawals',
        description: 'Help with deposits, withdrawals and wallet movements.',
        welcome:
          'Welcome to Deposits and withdrawals. Tell us the amount and date of the transaction; an agent will answer shortly.',
      },
    },
  },
  {
    code: 'SECURITY',
    texts: {
      es: {
        name: 'Cuenta y seguridad',
        description: 'Contraseñas, acceso y datos de su cuenta.',
        welcome:
          'Bienvenido a Cuenta y seguridad. Nunca le pediremos su contraseña. Un asesor le responderá en breve.',
      },
      en: {
        name: 'Account and security',
        description: 'Passwords, access and your account details.',
        welcome:
          'Welcome to Account and security. We will never ask for your password. An agent will answer shortly.',
      },
    },
  },
];

export const CLOSED_TEXTS: Record<TLanguage, string> = {
  es: 'El asesor cerró la conversación. Si necesita más ayuda, abra un chat nuevo.',
  en: 'The agent closed the conversation. If you need more help, start a new chat.',
};

export function findModel(code: string) {
  return CHAT_MODELS.find((model) => model.code === code) ?? null;
}

export function modelView(code: string, lang: TLanguage): TChatModel {
  const model = findModel(code);
  const texts = model?.texts[lang];
  return { code, name: texts?.name ?? code, description: texts?.description ?? '' };
}
