import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { Modal } from '../../../components/ui/modal';
import { Pager } from '../../../components/ui/pager';
import { useBrandFormat } from '../../../hooks/use-brand-format';
import { errorText } from '../../../lib/error-text';
import { toLanguage } from '../../../lib/i18n';
import { useAppStore } from '../../../stores/app-store';
import { useAnnouncements } from '../api/get-announcements';
import { ChevronLeftIcon, MegaphoneIcon } from './content-icons';
import { HtmlContent } from '../../../components/ui/html-content';

/**
 * The announcements popup (spec §2, public): titles 9 per page with paging, and the selected one's HTML
 * in a detail pane beside them (on phones the pane replaces the list until "back").
 */
export function AnnouncementsModal({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.resolvedLanguage);
  const format = useBrandFormat();
  const token = useAppStore((state) => state.token);
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const query = useAnnouncements(page, lang, token);
  const items = query.data?.content ?? [];
  const selected = items.find((item) => item.id === selectedId) ?? items[0] ?? null;

  const changePage = (next: number) => {
    setPage(next);
    setSelectedId(null);
    setReading(false);
  };

  let body;
  if (query.isPending) {
    body = <p className="content-state">{t('common.loading')}</p>;
  } else if (query.isError && !query.data) {
    body = (
      <div className="content-state content-state--error" role="alert">
        <p>{errorText(query.error)}</p>
        <button type="button" className="button button--ghost" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  } else if (items.length === 0) {
    body = (
      <EmptyState
        icon={<MegaphoneIcon size={28} />}
        title={t('content.announcements.emptyTitle')}
        text={t('content.announcements.emptyText')}
      />
    );
  } else {
    body = (
      <div className={`announcements${reading ? ' is-reading' : ''}`}>
        <div className="announcements__list-pane">
          <ul className="announcements__list" data-testid="announcements-list">
            {items.map((item) => {
              const active = item.id === selected?.id;
              return (
                <li key={item.id}>
                  <button
                    type="button"
                    className={`announcements__item${active ? ' is-active' : ''}`}
                    aria-current={active ? 'true' : undefined}
                    onClick={() => {
                      setSelectedId(item.id);
                      setReading(true);
                    }}
                    data-testid="announcements-item"
                  >
                    <span className="announcements__item-title">{item.title}</span>
                    <time className="announcements__item-date" dateTime={item.publishedAt}>
                      {format.date(item.startsAt ?? item.publishedAt)}
                    </time>
                  </button>
                </li>
              );
            })}
          </ul>
          <Pager
            page={page}
            totalPages={query.data?.totalPages ?? 1}
            onChange={changePage}
            busy={query.isFetching}
            testId="announcements-pager"
          />
        </div>
        {selected ? (
          <article className="announcements__detail" data-testid="announcements-detail" aria-live="polite">
            <button
              type="button"
              className="button button--ghost announcements__back"
              onClick={() => setReading(false)}
            >
              <ChevronLeftIcon size={18} />
              {t('content.announcements.back')}
            </button>
            <h3 className="announcements__detail-title">{selected.title}</h3>
            <time className="announcements__detail-date" dateTime={selected.publishedAt}>
              {format.date(selected.startsAt ?? selected.publishedAt)}
            </time>
            <HtmlContent html={selected.content} className="announcements__detail-body" />
          </article>
        ) : null}
      </div>
    );
  }

  return (
    <Modal
      title={t('content.announcements.title')}
      closeLabel={t('common.close')}
      onClose={onClose}
      testId="announcements-modal"
      size="lg"
    >
      {body}
    </Modal>
  );
}
