import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, CopyIcon } from './icons';

const COPIED_MS = 2_000;

/** Copies a text (bank account number, reference) to the clipboard and says so for a moment. */
export function CopyButton({ text, label, testId }: { text: string; label: string; testId: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <button
      type="button"
      className={`copy-button${copied ? ' is-copied' : ''}`}
      aria-label={copied ? t('common.copied') : t('common.copyLabel', { label })}
      data-testid={testId}
      onClick={() => void copy()}
    >
      {copied ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
      <span>{copied ? t('common.copied') : t('common.copy')}</span>
    </button>
  );
}
