import type { ReactNode } from 'react';

export type TStatusTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

/** A small coloured label for the state of an order or a transfer. */
export function StatusBadge({
  tone,
  children,
  testId,
}: {
  tone: TStatusTone;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <span className={`status-badge status-badge--${tone}`} data-testid={testId} data-tone={tone}>
      {children}
    </span>
  );
}
