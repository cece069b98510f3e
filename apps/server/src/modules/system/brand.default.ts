import type { TBrandConfig, TMaintenanceSetting, TRegionSetting } from '@platform/contracts/system';

/**
 * The brand a fresh database starts with (architecture.md "Configuration"). Operators change it through
 * PUT /admin-api/system/brand; this file only seeds it.
 */
export const DEFAULT_BRAND: TBrandConfig = {
  name: 'Fortuna',
  description: {
    es: 'Casino en línea, tragamonedas, casino en vivo, deportes y lotería en Fortuna. Regístrese y juegue desde su teléfono.',
    en: 'Online casino, slots, live casino, sports and lottery at Fortuna. Sign up and play from your phone.',
  },
  platform: 'WEB',
  merchantCode: 'FORTUNA01',
  lotteryType: 'VN',
  defaultLanguage: 'es',
  languages: ['es', 'en'],
  currency: { code: 'MXN', symbol: '$', scale: 2 },
  timeZone: 'America/Mexico_City',
  mainDomain: 'localhost',
  gtagId: null,
  imageCDNs: [],
  launchGameCDNs: [],
  minimumAge: 18,
  whitelabel: {
    PTSYS3: true,
    MANPLAYREB3: true,
    AGENTPOLICY3: true,
    MOBILENUMREG3: false,
    SMSREGVER3: true,
    MOBILEPWDREG3: false,
    FREEPLAY3: true,
    PWDEXPIRY3: false,
    SMSLOGIN3: true,
    // On: the buttons show only where a provider is configured, or the sandbox one outside production.
    FBLOGIN3: true,
    GOOGLELOGIN3: true,
    PHONEAUTH3: true,
    REFERRAL: true,
    VIP3: true,
  },
  domainRoutes: [{ domain: 'localhost', routeType: 'MAIN', sequence: 1 }],
};

export const DEFAULT_MAINTENANCE: TMaintenanceSetting = {
  enabled: false,
  startsAt: null,
  endsAt: null,
  title: { es: 'Mantenimiento programado', en: 'Scheduled maintenance' },
  info: {
    es: 'Estamos mejorando la plataforma. Vuelva a intentarlo en unos minutos.',
    en: 'We are improving the platform. Please try again in a few minutes.',
  },
};

export const DEFAULT_REGION: TRegionSetting = {
  enabled: false,
  blockedCountries: [],
  blockedNetworks: [],
  allowedNetworks: [],
  message: {
    es: 'Lo sentimos, el servicio no está disponible en su ubicación.',
    en: 'Sorry, the service is not available in your location.',
  },
};
