import type { ReactNode } from 'react';

export function PageHeader({
  title,
  icon,
  children,
}: {
  title: string;
  icon?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="page-header">
      {icon ? <span className="page-header__icon">{icon}</span> : null}
      <h1 className="page-header__title">{title}</h1>
      {children ? <div className="page-header__extra">{children}</div> : null}
    </header>
  );
}
