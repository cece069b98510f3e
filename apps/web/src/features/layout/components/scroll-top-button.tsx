import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowUpIcon } from '../../../components/ui/icons';

export const SCROLL_TOP_THRESHOLD_PX = 320;

/** Always in the page (stable for tests); visible and focusable only once the page is scrolled down. */
export function ScrollTopButton() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    // The first reading (a page the browser scrolled back down on a reload) waits for the next frame: read
    // in the effects of the page's first commit, the scroll offset forced a layout of the whole page inside
    // that task (bench:web, a phone's blocking time); the frame lays the page out anyway.
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, []);

  return (
    <button
      type="button"
      className={`scroll-top${visible ? ' is-visible' : ''}`}
      data-testid="scroll-top"
      aria-label={t('scrollTop')}
      title={t('scrollTop')}
      aria-hidden={!visible}
      tabIndex={visible ? 0 : -1}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <ArrowUpIcon />
    </button>
  );
}
