import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../stores/app-store';
import { MoonIcon, SunIcon } from './icons';

export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useAppStore((state) => state.theme);
  const toggleTheme = useAppStore((state) => state.toggleTheme);
  const label = theme === 'dark' ? t('theme.toLight') : t('theme.toDark');
  return (
    <button
      type="button"
      className="icon-button"
      data-testid="theme-toggle"
      data-theme-current={theme}
      aria-label={label}
      title={label}
      onClick={toggleTheme}
    >
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
