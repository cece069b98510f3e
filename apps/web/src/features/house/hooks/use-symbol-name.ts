import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSlotTheme } from '@platform/contracts/house-games';

/** A slot symbol's name in the page language (`house.slot.symbols.<theme>.<id>`; the id for an unnamed one). */
export function useSymbolName(theme: TSlotTheme) {
  const { t } = useTranslation();
  return useCallback(
    (id: string) => t(`house.slot.symbols.${theme}.${id}`, { defaultValue: id }),
    [t, theme],
  );
}
