import { useTranslation } from 'react-i18next';
import { usePreferences, type ThemeChoice } from '../../db/preferences';
import { setLanguage, setTheme } from '../preferences';
import { LanguageOptions } from '../i18n/LanguageOptions';

const THEMES: Array<{ value: ThemeChoice; label: string }> = [
  { value: 'system', label: 'prefs.themeSystem' },
  { value: 'dark', label: 'prefs.themeDark' },
  { value: 'light', label: 'prefs.themeLight' },
];

export function PreferenceSwitches() {
  const { t, i18n } = useTranslation();
  const prefs = usePreferences();
  return (
    <div className="prefs">
      <label className="prefs__field">
        <span>{t('prefs.theme')}</span>
        <select value={prefs?.theme ?? 'system'} onChange={(event) => void setTheme(event.target.value as ThemeChoice)}>
          {THEMES.map((theme) => (
            <option key={theme.value} value={theme.value}>
              {t(theme.label)}
            </option>
          ))}
        </select>
      </label>
      <label className="prefs__field">
        <span>{t('prefs.language')}</span>
        <select value={i18n.language} onChange={(event) => void setLanguage(event.target.value)}>
          <LanguageOptions current={i18n.language} />
        </select>
      </label>
    </div>
  );
}
