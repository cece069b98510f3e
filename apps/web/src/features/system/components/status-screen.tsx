import type { ReactNode } from 'react';
import { BrandMark } from '../../../components/ui/brand-mark';
import { LanguageSelect } from '../../../components/ui/language-select';
import { ThemeToggle } from '../../../components/ui/theme-toggle';

type TStatusScreenProps = {
  brandName?: string;
  icon: ReactNode;
  tone: 'warning' | 'danger' | 'neutral';
  title: string;
  children: ReactNode;
  testId: string;
};

/** The frame of the full-page system views: maintenance, region block, network failure. */
export function StatusScreen({ brandName, icon, tone, title, children, testId }: TStatusScreenProps) {
  return (
    <div className="status-screen" data-testid={testId}>
      <div className="status-screen__top">
        <span className="status-screen__brand">
          <BrandMark size={36} />
          {brandName ? <span className="status-screen__brand-name">{brandName}</span> : null}
        </span>
        <span className="status-screen__prefs">
          <LanguageSelect />
          <ThemeToggle />
        </span>
      </div>
      <main className="status-screen__card">
        <div className={`status-screen__icon status-screen__icon--${tone}`}>{icon}</div>
        <h1 className="status-screen__title">{title}</h1>
        {children}
      </main>
    </div>
  );
}
