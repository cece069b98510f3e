import { useTranslation } from 'react-i18next';

const KNOWN = [
  'RNG',
  'FISH',
  'LIVE',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'LOTT',
  'ELOTT',
  'INHOUSE',
  'BGS',
] as const;
type TKnown = (typeof KNOWN)[number];

export function useCategoryTitle(key: string): string {
  const { t } = useTranslation();
  const known = KNOWN.find((candidate): candidate is TKnown => candidate === key);
  return known ? t(`categories.${known}`) : key;
}
