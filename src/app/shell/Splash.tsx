import { useTranslation } from 'react-i18next';

export function Splash() {
  const { t } = useTranslation();
  return (
    <div className="splash" role="status" aria-live="polite">
      <span className="splash__logo" aria-hidden>
        <Logo />
      </span>
      <span>{t('app.loading')}</span>
    </div>
  );
}

export function Logo({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden focusable="false">
      <circle cx="16" cy="16" r="15" fill="var(--accent)" />
      <path d="M7 18c3-4 6-4 9 0s6 4 9 0" stroke="var(--accent-contrast)" strokeWidth="2.4" fill="none" strokeLinecap="round" />
      <path d="M9 12.5c2.2-2.6 4.4-2.6 6.6 0" stroke="var(--accent-contrast)" strokeWidth="2.2" fill="none" strokeLinecap="round" />
      <circle cx="21.5" cy="11.5" r="1.6" fill="var(--accent-contrast)" />
    </svg>
  );
}
