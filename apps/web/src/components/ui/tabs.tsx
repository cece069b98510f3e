import { useId, type KeyboardEvent } from 'react';

type TTab<T extends string> = { id: T; label: string };

type TTabsProps<T extends string> = {
  tabs: readonly TTab<T>[];
  value: T;
  onChange: (value: T) => void;
  label: string;
  testId: string;
};

/** A tab list (arrow keys move between tabs); the caller renders the selected panel. */
export function Tabs<T extends string>({ tabs, value, onChange, label, testId }: TTabsProps<T>) {
  const id = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (next) {
      onChange(next.id);
      document.getElementById(`${id}-${next.id}`)?.focus();
    }
  };
  return (
    <div className="tabs" role="tablist" aria-label={label} data-testid={testId}>
      {tabs.map((tab, index) => (
        <button
          key={tab.id}
          id={`${id}-${tab.id}`}
          type="button"
          role="tab"
          className="tabs__tab"
          aria-selected={tab.id === value}
          tabIndex={tab.id === value ? 0 : -1}
          data-testid={`${testId}-${tab.id}`}
          onClick={() => onChange(tab.id)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
