import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../lib/api-client';
import { toLanguage } from '../lib/i18n';
import { MEMBER_QUERY_KEY, MESSAGES_QUERY_KEY, memberInfoQueryOptions } from '../lib/member-info';
import { useAppStore } from '../stores/app-store';
import { parseReply } from '../lib/reply-validator';

export const MEMBER_LANGUAGE_PATH = '/wps/member/language';

/**
 * spec §7 "Language change": the language the member reads the site in is stored on the server
 * (PUT /wps/member/language), which writes inbox messages in it; the inbox then loads again in it.
 */
export function MemberLanguageSync() {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  const isLogin = useAppStore((state) => state.isLogin);
  const forced = useAppStore((state) => state.forcedPasswordChange !== null);
  const token = useAppStore((state) => state.token);
  const member = useQuery({
    ...memberInfoQueryOptions(token),
    enabled: token !== null && isLogin && !forced,
  }).data;
  const queryClient = useQueryClient();
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!isLogin || forced || !member || member.language === language) return;
    const attempt = `${member.id}:${language}`;
    if (sent.current === attempt) return;
    sent.current = attempt;
    api
      .put<unknown>(MEMBER_LANGUAGE_PATH, { language })
      .then((value) =>
        parseReply(
          Promise.resolve(value),
          'messaging',
          (schemas) => schemas.ZLanguageUpdateReplySchema.shape.value,
        ),
      )
      .then(() =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: MESSAGES_QUERY_KEY }),
          queryClient.invalidateQueries({ queryKey: [...MEMBER_QUERY_KEY, 'info'] }),
        ]),
      )
      .catch(() => {
        // Not stored: the next change (or the next visit) tries again; the site itself is unaffected.
        sent.current = null;
      });
  }, [isLogin, forced, member, language, queryClient]);

  return null;
}
