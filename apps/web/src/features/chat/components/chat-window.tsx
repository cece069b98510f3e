import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TChatModel } from '@platform/contracts/chat';
import { AlertIcon, ChatIcon, CloseIcon, HeadsetIcon } from '../../../components/ui/icons';
import { errorText } from '../../../lib/error-text';
import { useAppStore } from '../../../stores/app-store';
import { useChatModels } from '../api/get-chat-models';
import { useLaunchChat } from '../api/launch-chat';
import { useChatStore } from '../stores/chat-store';
import { CHAT_WINDOW_NAME, chatAddress, openChatWindow, showChat } from '../utils/chat-popup';

type TPhase =
  | { kind: 'choose' }
  | { kind: 'launching'; model: TChatModel }
  /** The chat shows in its own window. */
  | { kind: 'opened'; model: TChatModel; url: string }
  /** No window (blocked, or closed before the chat was ready): a link opens it on the next click. */
  | { kind: 'link'; model: TChatModel; url: string | null; blocked: boolean }
  | { kind: 'failed'; model: TChatModel; message: string };

/**
 * The floating live-chat window (spec §2 customer-service links, §7 CBS_modelList / CBS_launchChat): the
 * member picks a topic, the site asks for a chat room and opens its address in a chat window of its own,
 * which outlives page changes on the site. A blocked popup gets the message of spec §8 and a direct link.
 */
export function ChatWindow() {
  const { t } = useTranslation();
  const titleId = useId();
  const open = useChatStore((state) => state.open);
  const closeChat = useChatStore((state) => state.closeChat);
  const token = useAppStore((state) => state.token);
  const isLogin = useAppStore((state) => state.isLogin);
  const openModal = useAppStore((state) => state.openModal);
  const models = useChatModels(open && isLogin);
  const launch = useLaunchChat();
  const [phase, setPhase] = useState<TPhase>({ kind: 'choose' });
  const popupRef = useRef<Window | null>(null);
  const panelRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeChat();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, closeChat]);

  // A new session (login, logout) starts over.
  const [sessionToken, setSessionToken] = useState(token);
  if (sessionToken !== token) {
    setSessionToken(token);
    setPhase({ kind: 'choose' });
  }

  if (!open) return null;

  const start = (model: TChatModel) => {
    const popup = openChatWindow(t('chat.connecting'), t('chat.title'));
    popupRef.current = popup;
    setPhase(popup ? { kind: 'launching', model } : { kind: 'link', model, url: null, blocked: true });
    launch.mutate(model.code, {
      onSuccess: (value) => {
        const url = chatAddress(value.chatUrl);
        if (!url) {
          popup?.close();
          setPhase({ kind: 'failed', model, message: t('chat.invalidUrl') });
          return;
        }
        if (popup && !popup.closed) {
          showChat(popup, url);
          setPhase({ kind: 'opened', model, url });
        } else {
          setPhase({ kind: 'link', model, url, blocked: popup === null });
        }
      },
      onError: (error) => {
        popup?.close();
        setPhase({ kind: 'failed', model, message: errorText(error) });
      },
    });
  };

  const focusChat = (url: string) => {
    const popup = popupRef.current;
    if (popup && !popup.closed) {
      popup.focus();
      return;
    }
    const reopened = window.open(url, CHAT_WINDOW_NAME);
    popupRef.current = reopened;
    if (!reopened && phase.kind === 'opened') setPhase({ ...phase, kind: 'link', blocked: true });
  };

  const login = () => {
    closeChat();
    openModal({ name: 'login' });
  };

  const list = models.data ?? [];
  let body;
  if (!token) {
    body = (
      <div className="chat-window__state" data-testid="chat-login">
        <p>{t('chat.loginFirst')}</p>
        <button type="button" className="button button--primary" onClick={login}>
          {t('chat.login')}
        </button>
      </div>
    );
  } else if (phase.kind === 'launching') {
    body = (
      <div className="spinner-row" role="status" data-testid="chat-launching">
        <span className="spinner" aria-hidden="true" />
        <span>{t('chat.connecting')}</span>
      </div>
    );
  } else if (phase.kind === 'opened') {
    body = (
      <div className="chat-window__state" data-testid="chat-opened">
        <p className="chat-window__topic">{phase.model.name}</p>
        <p>{t('chat.opened')}</p>
        <div className="chat-window__actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => focusChat(phase.url)}
            data-testid="chat-focus"
          >
            {t('chat.showWindow')}
          </button>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => setPhase({ kind: 'choose' })}
            data-testid="chat-other-topic"
          >
            {t('chat.otherTopic')}
          </button>
        </div>
      </div>
    );
  } else if (phase.kind === 'link') {
    body = (
      <div className="chat-window__state" data-testid="chat-link">
        {phase.blocked ? (
          <p className="chat-window__alert" role="alert" data-testid="chat-blocked">
            <AlertIcon size={18} />
            <span>{t('chat.popupBlocked')}</span>
          </p>
        ) : null}
        {phase.url ? (
          <>
            <p>{t('chat.openHint')}</p>
            <div className="chat-window__actions">
              <a
                className="button button--primary"
                href={phase.url}
                target={CHAT_WINDOW_NAME}
                rel="noopener noreferrer"
                data-testid="chat-open-link"
              >
                {t('chat.openChat')}
              </a>
              <button
                type="button"
                className="button button--ghost"
                onClick={() => setPhase({ kind: 'choose' })}
              >
                {t('chat.otherTopic')}
              </button>
            </div>
          </>
        ) : (
          <div className="spinner-row" role="status">
            <span className="spinner" aria-hidden="true" />
            <span>{t('chat.connecting')}</span>
          </div>
        )}
      </div>
    );
  } else if (phase.kind === 'failed') {
    body = (
      <div className="chat-window__state" data-testid="chat-failed">
        <p className="chat-window__alert" role="alert">
          <AlertIcon size={18} />
          <span>{phase.message}</span>
        </p>
        <div className="chat-window__actions">
          <button type="button" className="button button--primary" onClick={() => start(phase.model)}>
            {t('common.retry')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => setPhase({ kind: 'choose' })}>
            {t('chat.otherTopic')}
          </button>
        </div>
      </div>
    );
  } else if (models.isError) {
    body = (
      <div className="chat-window__state">
        <p className="chat-window__alert" role="alert" data-testid="chat-models-error">
          <AlertIcon size={18} />
          <span>{errorText(models.error)}</span>
        </p>
        <button type="button" className="button button--ghost" onClick={() => void models.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  } else if (!models.data) {
    body = (
      <div className="spinner-row" role="status">
        <span className="spinner" aria-hidden="true" />
        <span>{t('common.loading')}</span>
      </div>
    );
  } else if (list.length === 0) {
    body = (
      <div className="chat-window__state" data-testid="chat-unavailable">
        <p>{t('chat.unavailable')}</p>
      </div>
    );
  } else {
    body = (
      <>
        <p className="chat-window__intro">{t('chat.chooseTopic')}</p>
        <ul className="chat-window__models" data-testid="chat-models">
          {list.map((model) => (
            <li key={model.code}>
              <button
                type="button"
                className="chat-model"
                onClick={() => start(model)}
                data-testid={`chat-model-${model.code}`}
              >
                <span className="chat-model__icon" aria-hidden="true">
                  <ChatIcon size={18} />
                </span>
                <span className="chat-model__text">
                  <span className="chat-model__name">{model.name}</span>
                  {model.description ? (
                    <span className="chat-model__description">{model.description}</span>
                  ) : null}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <section
      ref={panelRef}
      className="chat-window"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-testid="chat-window"
    >
      <header className="chat-window__header">
        <span className="chat-window__badge" aria-hidden="true">
          <HeadsetIcon size={18} />
        </span>
        <div className="chat-window__heading">
          <h2 id={titleId} className="chat-window__title">
            {t('chat.title')}
          </h2>
          <p className="chat-window__subtitle">{t('chat.subtitle')}</p>
        </div>
        <button
          type="button"
          className="icon-button chat-window__close"
          aria-label={t('chat.close')}
          onClick={closeChat}
          data-testid="chat-close"
        >
          <CloseIcon />
        </button>
      </header>
      <div className="chat-window__body">{body}</div>
    </section>
  );
}
