import type { ReactNode } from 'react';

type TEmptyStateProps = {
  icon?: ReactNode;
  title?: string;
  text: string;
  children?: ReactNode;
  testId?: string;
};

export function EmptyState({ icon, title, text, children, testId = 'empty-state' }: TEmptyStateProps) {
  return (
    <div className="empty-state" data-testid={testId}>
      {icon ? <div className="empty-state__icon">{icon}</div> : null}
      {title ? <h2 className="empty-state__title">{title}</h2> : null}
      <p className="empty-state__text">{text}</p>
      {children ? <div className="empty-state__actions">{children}</div> : null}
    </div>
  );
}
