import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TERMS_ANCHOR, type THelpCenter } from '@platform/contracts/content';
import { Modal } from '../../../components/ui/modal';
import { errorText } from '../../../lib/error-text';
import { toLanguage } from '../../../lib/i18n';
import { useAppStore } from '../../../stores/app-store';
import { useHelpCenter } from '../api/get-help-center';
import { PencilIcon } from './content-icons';
import { HtmlContent } from '../../../components/ui/html-content';

type THelpModalProps = {
  onClose: () => void;
  /** An article anchor to open (`term`: the terms and conditions, from `/help#term`). */
  section?: string;
};

/** The category holding the article with `anchor`, else the first category. */
function initialCategory(help: THelpCenter | undefined, anchor: string | undefined): string | null {
  const categories = help?.categories ?? [];
  const holding = anchor
    ? categories.find((category) => category.articles.some((article) => article.anchor === anchor))
    : undefined;
  return (holding ?? categories[0])?.id ?? null;
}

/**
 * The help centre (spec §2 Modal popups, §7 GET /wps/system/helpCenter): categories, and the articles of
 * the chosen one, each opening to its HTML. `/help#term` opens the terms and conditions; any other article
 * anchor opens that article. It loads again in the new language when the language changes.
 */
export function HelpModal({ onClose, section }: THelpModalProps) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.resolvedLanguage);
  const minimumAge = useAppStore((state) => state.brand?.minimumAge ?? 18);
  const openModal = useAppStore((state) => state.openModal);
  const query = useHelpCenter(lang);
  const help = query.data;
  const [chosen, setChosen] = useState<string | null>(null);
  /** Articles the reader opened or closed; the others follow the target (open) or stay closed. */
  const [toggled, setToggled] = useState<Readonly<Record<string, boolean>>>({});
  const targetRef = useRef<HTMLElement | null>(null);

  const categoryId = chosen ?? initialCategory(help, section);
  const category = help?.categories.find((entry) => entry.id === categoryId) ?? help?.categories[0];
  const targetId = useMemo(
    () =>
      help?.categories.flatMap((entry) => entry.articles).find((article) => article.anchor === section)?.id ??
      null,
    [help, section],
  );
  // Terms asked for but not published by the operator: the built-in terms stand in.
  const fallbackTerms = section === TERMS_ANCHOR && !targetId && (query.isError || help !== undefined);

  useEffect(() => {
    if (!targetId && !fallbackTerms) return;
    targetRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [targetId, fallbackTerms, categoryId]);

  const isOpen = (id: string) => toggled[id] ?? id === targetId;
  const toggle = (id: string, open: boolean) => {
    if (isOpen(id) !== open) setToggled((current) => ({ ...current, [id]: open }));
  };

  let body;
  if (query.isPending) {
    body = (
      <div className="content-state">
        {section === TERMS_ANCHOR ? <h3 className="help__pending-title">{t('modals.help.terms')}</h3> : null}
        <p>{t('common.loading')}</p>
      </div>
    );
  } else if (query.isError && !fallbackTerms) {
    body = (
      <div className="content-state content-state--error" role="alert">
        <p>{errorText(query.error)}</p>
        <button type="button" className="button button--ghost" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  } else {
    body = (
      <div className="help">
        {help && help.categories.length > 0 ? (
          <nav className="help__categories" aria-label={t('content.help.categories')}>
            {help.categories.map((entry) => (
              <button
                key={entry.id}
                type="button"
                className={`help__category${entry.id === category?.id ? ' is-active' : ''}`}
                aria-current={entry.id === category?.id ? 'true' : undefined}
                onClick={() => setChosen(entry.id)}
                data-testid="help-category"
              >
                {entry.title}
              </button>
            ))}
          </nav>
        ) : null}
        <div className="help__articles" data-testid="help-articles">
          {category?.articles.map((article) => (
            <details
              key={article.id}
              id={article.anchor ?? undefined}
              className={`help__article${article.id === targetId ? ' is-target' : ''}`}
              open={isOpen(article.id)}
              onToggle={(event) => toggle(article.id, event.currentTarget.open)}
              ref={article.id === targetId ? (node) => void (targetRef.current = node) : undefined}
              data-testid={`help-article-${article.anchor ?? article.id}`}
            >
              <summary className="help__article-title">{article.title}</summary>
              <HtmlContent html={article.content} className="help__article-body" />
            </details>
          ))}
          {fallbackTerms ? (
            <section
              id={TERMS_ANCHOR}
              className="help__article help__article--static is-target"
              ref={(node) => void (targetRef.current = node)}
              data-testid="help-article-term"
            >
              <h3 className="help__article-title">{t('modals.help.terms')}</h3>
              <p>{t('modals.help.termsText', { age: minimumAge })}</p>
            </section>
          ) : null}
          {!fallbackTerms && (category?.articles.length ?? 0) === 0 ? (
            <p className="content-state">{t('content.help.empty')}</p>
          ) : null}
        </div>
      </div>
    );
  }

  return (
    <Modal
      title={t('modals.help.title')}
      closeLabel={t('common.close')}
      onClose={onClose}
      testId="help-modal"
      size="lg"
    >
      {body}
      <footer className="help__footer">
        <p>{t('content.help.moreHelp')}</p>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => openModal({ name: 'feedback' })}
          data-testid="help-feedback"
        >
          <PencilIcon size={18} />
          {t('content.feedback.entry')}
        </button>
      </footer>
    </Modal>
  );
}
