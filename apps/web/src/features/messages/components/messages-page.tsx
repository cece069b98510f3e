import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TInboxMessage } from '@platform/contracts/messaging';
import { EmptyState } from '../../../components/ui/empty-state';
import { CheckIcon, MailIcon } from '../../../components/ui/icons';
import { Pager } from '../../../components/ui/pager';
import { Tabs } from '../../../components/ui/tabs';
import { useBrandZone } from '../../../hooks/use-brand-zone';
import { formatBrandDateTime } from '../../../lib/brand-time';
import { errorText } from '../../../lib/error-text';
import { useUnreadCount } from '../../../lib/unread';
import { useMessages, type TMessageFilter } from '../api/get-messages';
import { useMarkAllRead } from '../api/mark-all-read';
import { MessageDialog } from './message-dialog';

/** Ends of blocks (paragraphs, headings, list items, cells, line breaks) that read as a gap in a preview. */
const BLOCK_END = /<\/(?:p|div|section|h[2-6]|li|blockquote|pre|tr|td|th|caption)>|<br\s*\/?>/gi;

/** The text of a message body for the one-line preview of the list (the parser runs no scripts). */
function previewOf(html: string): string {
  if (typeof DOMParser === 'undefined') return '';
  const doc = new DOMParser().parseFromString(html.replace(BLOCK_END, '$& '), 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

function MessageRow({ message, onOpen }: { message: TInboxMessage; onOpen: () => void }) {
  const { t, i18n } = useTranslation();
  const zone = useBrandZone();
  const preview = useMemo(() => previewOf(message.content), [message.content]);
  return (
    <li>
      <button
        type="button"
        className={`inbox-item${message.read ? '' : ' is-unread'}`}
        onClick={onOpen}
        data-testid={`message-row-${message.id}`}
        data-read={message.read}
      >
        <span className="inbox-item__dot" aria-hidden="true" />
        <span className="inbox-item__main">
          <span className="inbox-item__title">
            {message.read ? null : <span className="visually-hidden">{t('messages.unreadMark')} </span>}
            {message.title}
          </span>
          {preview ? <span className="inbox-item__preview">{preview}</span> : null}
        </span>
        <span className="inbox-item__meta">
          <span className={`message-kind message-kind--${message.kind.toLowerCase()}`}>
            {t(`messages.kinds.${message.kind}`)}
          </span>
          <time dateTime={message.createdAt}>
            {formatBrandDateTime(message.createdAt, i18n.resolvedLanguage ?? 'es', zone)}
          </time>
        </span>
      </button>
    </li>
  );
}

/** /member/messageV2 ("platform information", spec §2): the member's inbox with read state. */
export function MessagesPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<TMessageFilter>('all');
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<{ id: string; title: string } | null>(null);
  const list = useMessages({ pageNo, filter });
  const unreadCount = useUnreadCount().data?.unreadMessage;
  const markAll = useMarkAllRead();
  const page = list.data;
  const unread = unreadCount ?? page?.unreadMessage ?? 0;

  // A message that arrived while the page is open (pushed count above the list's) shows without a reload.
  const { refetch, isFetching } = list;
  const listUnread = page?.unreadMessage;
  useEffect(() => {
    if (unreadCount !== undefined && listUnread !== undefined && unreadCount > listUnread && !isFetching) {
      void refetch();
    }
  }, [unreadCount, listUnread, isFetching, refetch]);

  const choose = (next: TMessageFilter) => {
    setFilter(next);
    setPageNo(1);
  };

  return (
    <div className="inbox" data-testid="inbox">
      <div className="inbox__toolbar">
        <Tabs
          tabs={[
            { id: 'all', label: t('messages.filters.all') },
            { id: 'unread', label: t('messages.filters.unread', { count: unread }) },
          ]}
          value={filter}
          onChange={choose}
          label={t('messages.filters.label')}
          testId="inbox-filter"
        />
        <div className="inbox__actions">
          <p className="inbox__summary" aria-live="polite" data-testid="inbox-unread">
            {unread > 0 ? t('messages.unreadSummary', { count: unread }) : t('messages.allRead')}
          </p>
          <button
            type="button"
            className="button button--ghost inbox__mark-all"
            disabled={unread === 0 || markAll.isPending}
            // The unread list empties: back to its first page.
            onClick={() => markAll.mutate(undefined, { onSuccess: () => setPageNo(1) })}
            data-testid="inbox-mark-all"
          >
            <CheckIcon size={16} />
            {markAll.isPending ? t('messages.markingAll') : t('messages.markAll')}
          </button>
        </div>
      </div>
      {markAll.isError ? (
        <div className="form__error" role="alert" data-testid="inbox-mark-all-error">
          {errorText(markAll.error)}
        </div>
      ) : null}

      {!page ? (
        list.isError ? (
          <div className="form__error" role="alert" data-testid="inbox-error">
            {errorText(list.error)}
            <button type="button" className="link-button" onClick={() => void list.refetch()}>
              {t('common.retry')}
            </button>
          </div>
        ) : (
          <div className="spinner-row" role="status">
            <span className="spinner" aria-hidden="true" />
            <span>{t('common.loading')}</span>
          </div>
        )
      ) : page.content.length === 0 ? (
        <EmptyState
          icon={<MailIcon size={32} />}
          title={filter === 'unread' ? t('messages.emptyUnreadTitle') : t('messages.emptyTitle')}
          text={filter === 'unread' ? t('messages.emptyUnread') : t('messages.empty')}
          testId="inbox-empty"
        />
      ) : (
        <>
          <ul
            className={`inbox__list${list.isPlaceholderData ? ' is-stale' : ''}`}
            aria-label={t('messages.listLabel')}
            data-testid="inbox-list"
          >
            {page.content.map((message) => (
              <MessageRow
                key={message.id}
                message={message}
                onOpen={() => setOpen({ id: message.id, title: message.title })}
              />
            ))}
          </ul>
          <Pager
            page={page.pageNum}
            totalPages={page.totalPages}
            onChange={setPageNo}
            busy={list.isPlaceholderData}
            testId="inbox-pager"
          />
        </>
      )}

      {open ? <MessageDialog id={open.id} title={open.title} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
