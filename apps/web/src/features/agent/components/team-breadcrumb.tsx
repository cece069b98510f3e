import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TBreadcrumbItem } from '@platform/contracts/agents';
import { ChevronRightIcon } from './agent-icons';

type TTeamBreadcrumbProps = {
  /** From the agent (first) down to the member shown (last). */
  items: readonly TBreadcrumbItem[];
  /** The address of a level: the first is the agent's own team. */
  to: (item: TBreadcrumbItem, index: number) => string;
  testId: string;
};

/** The way down the team tree; every level but the last links back to it. */
export function TeamBreadcrumb({ items, to, testId }: TTeamBreadcrumbProps) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <nav className="agent-breadcrumb" aria-label={t('agent.breadcrumb.label')} data-testid={testId}>
      <ol>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          const label = index === 0 ? t('agent.breadcrumb.root') : item.account;
          return (
            <Fragment key={item.memberId}>
              {index > 0 ? (
                <li className="agent-breadcrumb__sep" aria-hidden="true">
                  <ChevronRightIcon size={14} />
                </li>
              ) : null}
              <li className="agent-breadcrumb__item">
                {last ? (
                  <span aria-current="page" data-testid={`${testId}-current`}>
                    {label}
                  </span>
                ) : (
                  <Link to={to(item, index)} data-testid={`${testId}-${index}`}>
                    {label}
                  </Link>
                )}
              </li>
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
