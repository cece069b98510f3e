import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@platform/contracts/i18n.constants';
import { changeLanguage, toLanguage } from '../../lib/i18n';
import { ChevronDownIcon, GlobeIcon } from './icons';

/**
 * ES (default) and EN; the choice is kept in localStorage by the i18n setup and applies without a reload.
 * A native select (keyboard and screen readers get the full language names) over a compact face showing the code.
 */
export function LanguageSelect({ testId = 'language-select' }: { testId?: string }) {
  const { t, i18n } = useTranslation();
  const current = toLanguage(i18n.resolvedLanguage);
  return (
    <label className="language-select">
      <span className="language-select__face" aria-hidden="true">
        <GlobeIcon size={18} />
        <span className="language-select__code">{current.toUpperCase()}</span>
        <ChevronDownIcon size={14} />
      </span>
      <span className="visually-hidden">{t('language.label')}</span>
      <select
        className="language-select__native"
        data-testid={testId}
        value={current}
        onChange={(event) => void changeLanguage(toLanguage(event.target.value))}
      >
        {LANGUAGES.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {t(`language.names.${lang}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
