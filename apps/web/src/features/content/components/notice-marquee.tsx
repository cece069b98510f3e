import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../stores/app-store';
import { useViewerNotices } from '../hooks/use-viewer-notices';
import { MegaphoneIcon } from './content-icons';

/** Seconds the ticker takes per character of text (a calm, readable pace), and its shortest loop. */
const SECONDS_PER_CHARACTER = 0.22;
const MIN_LOOP_SECONDS = 18;

/**
 * The notice marquee of the home page (spec §2): the bulletins (notices of type B) scroll from right to
 * left; a click opens the notice popup at that bulletin, with previous and next inside. It pauses under
 * the pointer or keyboard focus, and stands still for people who ask for reduced motion.
 */
export function NoticeMarquee() {
  const { t } = useTranslation();
  const openModal = useAppStore((state) => state.openModal);
  const { query } = useViewerNotices();
  const bulletins = query.data?.bulletin ?? [];
  // Its place is kept while the notices load, so the banner and the lobby do not jump down when it comes.
  if (query.isLoading) return <div className="marquee marquee--loading" aria-hidden="true" />;
  if (bulletins.length === 0) return null;

  const characters = bulletins.reduce((sum, notice) => sum + notice.title.length, 0);
  const style = {
    '--marquee-duration': `${Math.max(MIN_LOOP_SECONDS, Math.round(characters * SECONDS_PER_CHARACTER))}s`,
  } as CSSProperties;

  const items = (copy: boolean) =>
    bulletins.map((notice, index) => (
      <li key={`${copy ? 'copy' : 'item'}-${notice.id}`} className="marquee__entry">
        <button
          type="button"
          className="marquee__item"
          tabIndex={copy ? -1 : undefined}
          data-testid={copy ? undefined : `notice-marquee-item-${index}`}
          onClick={() => openModal({ name: 'notice', source: 'bulletin', index })}
        >
          {notice.title}
        </button>
      </li>
    ));

  return (
    <section className="marquee" data-testid="notice-marquee" aria-label={t('content.marquee.label')}>
      <span className="marquee__icon">
        <MegaphoneIcon size={18} />
      </span>
      <div className="marquee__viewport">
        <div className="marquee__track" style={style}>
          <ul className="marquee__group">{items(false)}</ul>
          {/* The second copy makes the loop seamless; it is hidden from assistive technology. */}
          <ul className="marquee__group" aria-hidden="true">
            {items(true)}
          </ul>
        </div>
      </div>
      <button
        type="button"
        className="marquee__all"
        data-testid="notice-marquee-all"
        onClick={() => openModal({ name: 'announcements' })}
      >
        {t('content.announcements.entry')}
      </button>
    </section>
  );
}
