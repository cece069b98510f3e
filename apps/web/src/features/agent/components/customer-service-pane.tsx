import { useTranslation } from 'react-i18next';
import { ChatIcon, HeadsetIcon } from '../../../components/ui/icons';
import { toCsLinks } from '../../../lib/customer-service';
import { useAppStore } from '../../../stores/app-store';

/**
 * Customer service: the site's live chat (the chat feature's window, composed by the app) and the brand's
 * other customer-service links (telegram, facebook …) as on the member site.
 */
export function CustomerServicePane({ onLiveChat }: { onLiveChat?: () => void }) {
  const { t } = useTranslation();
  const customerService = useAppStore((state) => state.customerService);
  const links = toCsLinks(customerService).filter((link) => !(onLiveChat && link.csType === 'LIVECHAT'));
  return (
    <div className="agent-pane-body" data-testid="agent-customer-service">
      <section className="card agent-cs">
        <p className="agent-cs__hours">{t('agent.customerService.hours')}</p>
        {onLiveChat ? (
          <button
            type="button"
            className="button button--primary button--lg agent-cs__chat"
            onClick={onLiveChat}
            data-testid="agent-cs-chat"
          >
            <ChatIcon size={20} />
            {t('agent.customerService.liveChat')}
          </button>
        ) : null}
        {links.length > 0 ? (
          <ul className="agent-cs__links">
            {links.map((link) => (
              <li key={`${link.csType}-${link.csPosition}-${link.url}`}>
                <a
                  className="button button--ghost"
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-testid={`agent-cs-link-${link.csPosition}`}
                >
                  <HeadsetIcon size={18} />
                  {link.title || t(`sideMenu.csTypes.${link.csType}`)}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {!onLiveChat && links.length === 0 ? (
          <p className="form__hint">{t('agent.customerService.none')}</p>
        ) : null}
      </section>
    </div>
  );
}
