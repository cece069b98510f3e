import { useTranslation } from 'react-i18next';
import type { TLanguage } from '@platform/contracts/i18n';
import { toLanguage } from '../../../lib/i18n';
import { MEMBER_QUERY_KEY } from '../../../lib/member-info';
import { useAppStore } from '../../../stores/app-store';

/** Every agent-centre query starts with this key: under the member's, so a logout removes them all. */
export const AGENT_QUERY_KEY = [...MEMBER_QUERY_KEY, 'agent'] as const;

/** The team's queries are keyed by the token (a new login never shows another team) and the language. */
export function useAgentQueryScope(): { token: string | null; language: TLanguage } {
  const token = useAppStore((state) => state.token);
  const { i18n } = useTranslation();
  return { token, language: toLanguage(i18n.resolvedLanguage) };
}

/** The contract queries (consolidated info, my contracts, settlement records, income): one prefix to reload. */
export const CONTRACTS_QUERY_KEY = [...AGENT_QUERY_KEY, 'contracts'] as const;
