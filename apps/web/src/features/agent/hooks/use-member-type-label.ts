import { useTranslation } from 'react-i18next';
import { namedMemberType } from '../utils/member-types';

/** The name of a member type in the page language ("Jugador", "Agente"…), the number when unknown. */
export function useMemberTypeLabel() {
  const { t } = useTranslation();
  return (type: number): string => {
    const named = namedMemberType(type);
    return named === null ? String(type) : t(`agent.memberTypes.${named}`);
  };
}
