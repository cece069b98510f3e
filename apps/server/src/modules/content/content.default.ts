import type { TCsEntryInput, TResourceInput } from '@platform/contracts/content';

/**
 * The customer-service entries and resource links a fresh database starts with (product defaults, also
 * without demo data: /wps/system/status always offered them). Operators change them through
 * /admin-api/content/cs-entries and /admin-api/content/resources.
 */
export const DEFAULT_CS_ENTRIES: readonly TCsEntryInput[] = [
  {
    csType: 'LIVECHAT',
    csPosition: 1,
    title: 'Chat en vivo',
    titles: { es: 'Chat en vivo', en: 'Live chat' },
    url: '/member/chat',
    sequence: 10,
    enabled: true,
  },
  {
    csType: 'TELEGRAM',
    csPosition: 1,
    title: 'Telegram Soporte',
    titles: { es: 'Telegram Soporte', en: 'Telegram support' },
    url: 'https://t.me/fortuna_soporte',
    sequence: 20,
    enabled: true,
  },
  {
    csType: 'TELEGRAM',
    csPosition: 2,
    title: 'Telegram VIP',
    titles: {},
    url: 'https://t.me/fortuna_vip',
    sequence: 30,
    enabled: true,
  },
  {
    csType: 'TELEGRAM',
    csPosition: 3,
    title: 'Telegram Canal',
    titles: { es: 'Telegram Canal', en: 'Telegram channel' },
    url: 'https://t.me/fortuna_canal',
    sequence: 40,
    enabled: true,
  },
  {
    csType: 'WHATSAPP',
    csPosition: 1,
    title: 'WhatsApp',
    titles: {},
    url: 'https://wa.me/525512345678',
    sequence: 50,
    enabled: true,
  },
  {
    csType: 'FACEBOOK',
    csPosition: 1,
    title: 'Facebook',
    titles: {},
    url: 'https://www.facebook.com/fortuna.juegos',
    sequence: 60,
    enabled: true,
  },
];

export const DEFAULT_RESOURCES: readonly TResourceInput[] = [
  {
    resourceType: 'RESPONSIBLE_GAMING',
    url: '/help#responsible-gaming',
    labelNameEn: 'Responsible gaming',
    labelNames: { es: 'Juego responsable', en: 'Responsible gaming' },
    sequence: 10,
    enabled: true,
  },
  {
    resourceType: 'TERMS',
    url: '/help#term',
    labelNameEn: 'Terms and conditions',
    labelNames: { es: 'Términos y condiciones', en: 'Terms and conditions' },
    sequence: 20,
    enabled: true,
  },
  {
    resourceType: 'PRIVACY',
    url: '/help#privacy',
    labelNameEn: 'Privacy policy',
    labelNames: { es: 'Política de privacidad', en: 'Privacy policy' },
    sequence: 30,
    enabled: true,
  },
];
