import { memo, useId, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SessionRow } from '../../db/session';
import { useChannelsOff } from '../../sync/channels';
import { CountBadge, useNotificationCounts } from './AdminCounters';
import { navSections, type NavEntry, type ShellVariant } from './nav-sections';

/**
 * lead30: an entry renders again only when what it shows changes (the menus are computed anew at each
 * render of NavMenus, and each entry's NavLink is not free).
 */
const Item = memo(
  function Item({ entry }: { entry: NavEntry }) {
    const { t } = useTranslation();
    const { to, icon: Icon, label, end, count } = entry;
    const counted = count !== undefined && count.value > 0;
    return (
      <li>
        <NavLink
          to={to}
          end={end}
          className="nav-item"
          aria-label={counted ? t(count.label, { count: count.value }) : undefined}
        >
          <span className="nav-item__icon" aria-hidden>
            <Icon size={18} />
          </span>
          <span>{t(label)}</span>
          {counted && <CountBadge count={count.value} />}
        </NavLink>
      </li>
    );
  },
  (before, after) =>
    before.entry.to === after.entry.to &&
    before.entry.icon === after.entry.icon &&
    before.entry.label === after.entry.label &&
    before.entry.end === after.entry.end &&
    before.entry.count?.value === after.entry.count?.value &&
    before.entry.count?.label === after.entry.count?.label,
);

function Section({ title, children }: { title: string; children: ReactNode }) {
  // Not derived from the title: titles in other scripts would all collapse to the same id.
  const headingId = useId();
  return (
    <section className="nav-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="nav-section__title">
        {title}
      </h2>
      <ul>{children}</ul>
    </section>
  );
}

/** The Explore, My library and Administration menus of a shell's sidebar (nav-sections.ts). */
export function NavMenus({ session, variant }: { session: SessionRow; variant: ShellVariant }) {
  const { t } = useTranslation();
  const profile = session.profile;
  const counts = useNotificationCounts();
  const channelsOn = !useChannelsOff();
  const sections = navSections({
    variant,
    signedIn: profile !== null,
    permissions: profile?.permissions ?? null,
    channelsOn,
    counts,
  });
  return (
    <>
      {sections.map((section) => (
        <Section key={section.title} title={t(section.title)}>
          {section.entries.map((entry) => (
            <Item key={entry.to} entry={entry} />
          ))}
        </Section>
      ))}
    </>
  );
}
