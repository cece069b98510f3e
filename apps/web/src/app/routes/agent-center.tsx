import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AgentCenterPage } from '../../features/agent/components/agent-center-page';
import { DepositPage } from '../../features/cashier/components/deposit-page';
import { WithdrawPage } from '../../features/cashier/components/withdraw-page';
import { ChatWindow } from '../../features/chat/components/chat-window';
import { useOpenLiveChat } from '../../features/chat/stores/chat-store';
import { HtmlContent } from '../../components/ui/html-content';
import { loadWithTimeout } from '../../lib/lazy-chunk';
import { useAppStore } from '../../stores/app-store';
import '../../styles/agent.css';

const MessagesPage = lazy(() =>
  loadWithTimeout(() => import('../../features/messages/components/messages-page')).then((module) => ({
    default: module.MessagesPage,
  })),
);

function PageChunk({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <div className="spinner-row" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>{t('common.loading')}</span>
        </div>
      }
    >
      {children}
    </Suspense>
  );
}

const renderHtml = (html: string) => <HtmlContent html={html} className="agent-announcements__body" />;

/**
 * Lazy screen group "AgentCenter": /agentHome and /agentHome/<entry>, with the pages other features own
 * (the cashier's deposit and withdraw, the messages inbox, the live chat, announcement HTML).
 */
export function Component() {
  const unreadMessage = useAppStore((state) => state.publicState.unreadMessage);
  const openLiveChat = useOpenLiveChat();
  return (
    <AgentCenterPage
      badges={{ messageV2: unreadMessage }}
      pages={{
        deposit: <DepositPage />,
        withdraw: <WithdrawPage />,
        messageV2: (
          <PageChunk>
            <MessagesPage />
          </PageChunk>
        ),
      }}
      renderHtml={renderHtml}
      onLiveChat={openLiveChat}
    >
      <ChatWindow />
    </AgentCenterPage>
  );
}
