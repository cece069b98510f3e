import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from './icons';

type TModalProps = {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
  size?: 'sm' | 'md' | 'lg';
  /** False for a popup that must be completed (forced password change): no close button, Escape or backdrop. */
  dismissible?: boolean;
  /** `alertdialog` for warnings and confirmations. */
  role?: 'dialog' | 'alertdialog';
  /** False for a popup that opens with the page (the announcement pop-up): it shows at once, not faded in. */
  animated?: boolean;
};

/** Open dialogs, innermost last: only the top one reacts to Escape and Tab. */
const openDialogs: symbol[] = [];

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** An accessible dialog: labelled, closes on Escape and backdrop click, keeps focus inside, restores it. */
export function Modal({
  title,
  closeLabel,
  onClose,
  children,
  testId = 'modal',
  size = 'md',
  dismissible = true,
  role = 'dialog',
  animated = true,
}: TModalProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const dismissibleRef = useRef(dismissible);

  useEffect(() => {
    onCloseRef.current = onClose;
    dismissibleRef.current = dismissible;
  }, [onClose, dismissible]);

  useEffect(() => {
    const self = Symbol('dialog');
    openDialogs.push(self);
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    // Focus moves into the window in its first frame, unless a field inside took it (autofocus). Focused in
    // the commit that opened it, the browser laid the whole page out inside that task (the page's first
    // commit, for a visitor's pop-up: bench:web, a phone's blocking time); the frame lays it out anyway. The
    // window stands fixed in the viewport: nothing to scroll to.
    const frame = requestAnimationFrame(() => {
      if (panel && !panel.contains(document.activeElement)) panel.focus({ preventScroll: true });
    });
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (openDialogs[openDialogs.length - 1] !== self) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        if (dismissibleRef.current) onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const focusable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      if (event.shiftKey && (document.activeElement === first || document.activeElement === panel)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      cancelAnimationFrame(frame);
      openDialogs.splice(openDialogs.indexOf(self), 1);
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
      previouslyFocused?.focus();
    };
  }, []);

  return createPortal(
    <div
      className={animated ? 'modal' : 'modal modal--still'}
      onMouseDown={(event) => {
        if (dismissible && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        className={`modal__panel modal__panel--${size}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
      >
        <header className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {dismissible ? (
            <button
              type="button"
              className="icon-button"
              aria-label={closeLabel}
              data-testid={`${testId}-close`}
              onClick={onClose}
            >
              <CloseIcon />
            </button>
          ) : null}
        </header>
        <div className="modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
