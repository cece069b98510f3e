import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pager } from '../../../components/ui/pager';
import { RecordResult } from '../../../components/ui/record-result';
import { useBrandZone } from '../../../hooks/use-brand-zone';
import { formatBrandDateTime } from '../../../lib/brand-time';
import { useAgentAnnouncements } from '../api/get-agent-announcements';
import { readPage, readText, usePaneSearch } from '../hooks/use-pane-search';
import { MegaphoneIcon } from './agent-icons';

/** Without the content feature's renderer the HTML shows as its text (never as markup). */
const plainText = (html: string): ReactNode => (
  <p>{new DOMParser().parseFromString(html, 'text/html').body.textContent ?? ''}</p>
);

/**
 * agentAnnouncement: the announcements addressed to agents, 9 per page, with the chosen one's HTML beside
 * the list (on phones below it). The page and the open announcement are in the address (`page`, `id`).
 */
export function AnnouncementPane({ renderHtml = plainText }: { renderHtml?: (html: string) => ReactNode }) {
  const { t, i18n } = useTranslation();
  const zone = useBrandZone();
  const language = i18n.resolvedLanguage ?? 'es';
  const [params, update] = usePaneSearch();
  const page = readPage(params);
  const openId = readText(params, 'id');
  const list = useAgentAnnouncements(page);

  return (
    <div className="agent-pane-body" data-testid="agent-announcements">
      <RecordResult
        query={list}
        isEmpty={(value) => value.content.length === 0}
        empty={
          <EmptyState
            icon={<MegaphoneIcon size={32} />}
            text={t('agent.announcements.empty')}
            testId="agent-announcements-empty"
          />
        }
        errorTestId="agent-announcements-error"
        retry
      >
        {(value) => {
          const selected = value.content.find((item) => item.id === openId) ?? value.content[0];
          return (
            <div className={`agent-announcements${list.isPlaceholderData ? ' is-stale' : ''}`}>
              <div className="agent-announcements__list card">
                <ul>
                  {value.content.map((item) => {
                    const active = item.id === selected?.id;
                    return (
                      <li key={item.id}>
                        <button
                          type="button"
                          className={`agent-announcements__item${active ? ' is-active' : ''}`}
                          aria-current={active ? 'true' : undefined}
                          onClick={() => update({ id: item.id }, { replace: true })}
                          data-testid={`agent-announcement-${item.id}`}
                        >
                          <span className="agent-announcements__title">{item.title}</span>
                          <time dateTime={item.publishedAt}>
                            {formatBrandDateTime(item.startsAt ?? item.publishedAt, language, zone)}
                          </time>
                        </button>
                      </li>
                    );
                  })}
                </ul>
                <Pager
                  page={value.pageNum}
                  totalPages={value.totalPages}
                  busy={list.isFetching}
                  onChange={(next) => update({ page: next > 1 ? next : null, id: null })}
                  testId="agent-announcements-pager"
                />
              </div>
              {selected ? (
                <article
                  className="agent-announcements__detail card"
                  aria-live="polite"
                  data-testid="agent-announcement-detail"
                >
                  <h2 className="card__title">{selected.title}</h2>
                  <time className="agent-announcements__date" dateTime={selected.publishedAt}>
                    {formatBrandDateTime(selected.startsAt ?? selected.publishedAt, language, zone)}
                  </time>
                  {renderHtml(selected.content)}
                </article>
              ) : null}
            </div>
          );
        }}
      </RecordResult>
    </div>
  );
}
