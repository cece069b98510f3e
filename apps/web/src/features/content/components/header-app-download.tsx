import { QR } from '@platform/contracts/content.constants';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadIcon } from '../../../components/ui/icons';
import { LazyAppDownload } from './lazy-app-download';

/**
 * The header's app-download entry (spec §9: header QR size 120): a button that opens a small panel with
 * the iOS and Android codes. Escape or a click outside closes it.
 */
export function HeaderAppDownload() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div className="header-app" ref={root}>
      <button
        ref={button}
        type="button"
        className="icon-button"
        aria-label={t('sideMenu.appDownload')}
        title={t('sideMenu.appDownload')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
        data-testid="header-app-download"
      >
        <DownloadIcon size={18} />
      </button>
      {open ? (
        <div id={panelId} className="header-app__panel" data-testid="header-app-panel">
          <LazyAppDownload size={QR.headerSize} />
        </div>
      ) : null}
    </div>
  );
}
