import type { TLanguage } from '@platform/contracts/i18n';

type CountryEntry = { code: string; dialingCode: string; names: Record<TLanguage, string> };

const entry = (code: string, dialingCode: string, es: string, en: string): CountryEntry => ({
  code,
  dialingCode,
  names: { es, en },
});

/** Countries of the mobile-number fields: the Americas, Spain and other frequent origins of players. */
export const COUNTRIES: readonly CountryEntry[] = [
  entry('AG', '+1', 'Antigua y Barbuda', 'Antigua and Barbuda'),
  entry('AR', '+54', 'Argentina', 'Argentina'),
  entry('BS', '+1', 'Bahamas', 'Bahamas'),
  entry('BB', '+1', 'Barbados', 'Barbados'),
  entry('BZ', '+501', 'Belice', 'Belize'),
  entry('BO', '+591', 'Bolivia', 'Bolivia'),
  entry('BR', '+55', 'Brasil', 'Brazil'),
  entry('CA', '+1', 'Canadá', 'Canada'),
  entry('CL', '+56', 'Chile', 'Chile'),
  entry('CO', '+57', 'Colombia', 'Colombia'),
  entry('CR', '+506', 'Costa Rica', 'Costa Rica'),
  entry('CU', '+53', 'Cuba', 'Cuba'),
  entry('DM', '+1', 'Dominica', 'Dominica'),
  entry('EC', '+593', 'Ecuador', 'Ecuador'),
  entry('SV', '+503', 'El Salvador', 'El Salvador'),
  entry('US', '+1', 'Estados Unidos', 'United States'),
  entry('GD', '+1', 'Granada', 'Grenada'),
  entry('GT', '+502', 'Guatemala', 'Guatemala'),
  entry('GY', '+592', 'Guyana', 'Guyana'),
  entry('HT', '+509', 'Haití', 'Haiti'),
  entry('HN', '+504', 'Honduras', 'Honduras'),
  entry('JM', '+1', 'Jamaica', 'Jamaica'),
  entry('MX', '+52', 'México', 'Mexico'),
  entry('NI', '+505', 'Nicaragua', 'Nicaragua'),
  entry('PA', '+507', 'Panamá', 'Panama'),
  entry('PY', '+595', 'Paraguay', 'Paraguay'),
  entry('PE', '+51', 'Perú', 'Peru'),
  entry('PR', '+1', 'Puerto Rico', 'Puerto Rico'),
  entry('DO', '+1', 'República Dominicana', 'Dominican Republic'),
  entry('KN', '+1', 'San Cristóbal y Nieves', 'Saint Kitts and Nevis'),
  entry('VC', '+1', 'San Vicente y las Granadinas', 'Saint Vincent and the Grenadines'),
  entry('LC', '+1', 'Santa Lucía', 'Saint Lucia'),
  entry('SR', '+597', 'Surinam', 'Suriname'),
  entry('TT', '+1', 'Trinidad y Tobago', 'Trinidad and Tobago'),
  entry('UY', '+598', 'Uruguay', 'Uruguay'),
  entry('VE', '+58', 'Venezuela', 'Venezuela'),
  entry('ES', '+34', 'España', 'Spain'),
  entry('AD', '+376', 'Andorra', 'Andorra'),
  entry('PT', '+351', 'Portugal', 'Portugal'),
  entry('FR', '+33', 'Francia', 'France'),
  entry('DE', '+49', 'Alemania', 'Germany'),
  entry('IT', '+39', 'Italia', 'Italy'),
  entry('GB', '+44', 'Reino Unido', 'United Kingdom'),
  entry('IE', '+353', 'Irlanda', 'Ireland'),
  entry('NL', '+31', 'Países Bajos', 'Netherlands'),
  entry('BE', '+32', 'Bélgica', 'Belgium'),
  entry('CH', '+41', 'Suiza', 'Switzerland'),
  entry('MA', '+212', 'Marruecos', 'Morocco'),
  entry('GQ', '+240', 'Guinea Ecuatorial', 'Equatorial Guinea'),
  entry('CN', '+86', 'China', 'China'),
  entry('JP', '+81', 'Japón', 'Japan'),
  entry('KR', '+82', 'Corea del Sur', 'South Korea'),
  entry('IN', '+91', 'India', 'India'),
  entry('PH', '+63', 'Filipinas', 'Philippines'),
  entry('VN', '+84', 'Vietnam', 'Vietnam'),
  entry('TH', '+66', 'Tailandia', 'Thailand'),
  entry('ID', '+62', 'Indonesia', 'Indonesia'),
  entry('MY', '+60', 'Malasia', 'Malaysia'),
  entry('SG', '+65', 'Singapur', 'Singapore'),
  entry('AU', '+61', 'Australia', 'Australia'),
];

export type Country = { countryCode: string; countryDialingCode: string; name: string };

/** The list in `lang`, sorted by name in that language, with the brand's `first` country on top. */
export function listCountries(lang: TLanguage, first: string): Country[] {
  const collator = new Intl.Collator(lang);
  return COUNTRIES.map((country) => ({
    countryCode: country.code,
    countryDialingCode: country.dialingCode,
    name: country.names[lang],
  })).sort(
    (a, b) =>
      Number(b.countryCode === first) - Number(a.countryCode === first) || collator.compare(a.name, b.name),
  );
}

/** "+52", "52" and " +52 " all become "+52". */
export const normalizeDialingCode = (code: string) => `+${code.trim().replace(/^\+/, '')}`;

/** The dialing codes of the list, longest first (so "+501" wins over "+5…" prefixes). */
const DIALING_CODES = [...new Set(COUNTRIES.map((country) => country.dialingCode))].sort(
  (a, b) => b.length - a.length,
);

/**
 * Splits an E.164 number ("+525512345678") into a dialing code of the country list and a national number
 * of 6 to 15 digits; null when it is not such a number.
 */
export function splitInternationalNumber(e164: string): { dialingCode: string; mobile: string } | null {
  const text = e164.trim();
  if (!/^\+\d{7,19}$/.test(text)) return null;
  const dialingCode = DIALING_CODES.find((code) => text.startsWith(code));
  if (!dialingCode) return null;
  const mobile = text.slice(dialingCode.length);
  return /^\d{6,15}$/.test(mobile) ? { dialingCode, mobile } : null;
}
