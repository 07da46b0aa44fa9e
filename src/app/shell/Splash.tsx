import { useTranslation } from 'react-i18next';
import { Menu } from '../icons';

/**
 * What shows while the app cannot decide its first screen yet: the shell's frame (the top bar, the
 * sidebar's head, an empty content area), the same as the static shell of index.html that paints
 * before any script. Keep the two alike, so nothing jumps when React takes over.
 */
export function Splash() {
  const { t } = useTranslation();
  return (
    <div className="shell" data-static-shell>
      <header className="topbar" aria-hidden>
        <span className="icon-button">
          <Menu size={22} />
        </span>
        <span className="topbar__brand">{t('app.name')}</span>
      </header>
      <aside className="sidebar" aria-hidden>
        <div className="sidebar__head">
          <span className="brand">
            <Logo />
            <span>{t('app.name')}</span>
          </span>
        </div>
      </aside>
      <main className="content">
        <p className="visually-hidden" role="status" aria-live="polite">
          {t('app.loading')}
        </p>
      </main>
    </div>
  );
}

export function Logo({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden focusable="false">
      <circle cx="16" cy="16" r="15" fill="var(--accent)" />
      <path
        d="M7 18c3-4 6-4 9 0s6 4 9 0"
        stroke="var(--accent-contrast)"
        strokeWidth="2.4"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M9 12.5c2.2-2.6 4.4-2.6 6.6 0"
        stroke="var(--accent-contrast)"
        strokeWidth="2.2"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="21.5" cy="11.5" r="1.6" fill="var(--accent-contrast)" />
    </svg>
  );
}
