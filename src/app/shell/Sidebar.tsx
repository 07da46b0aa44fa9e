import { useEffect, useId, useRef, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  HardDriveDownload,
  Upload,
  Disc3,
  Heart,
  Home,
  Library,
  ListMusic,
  LogIn,
  LogOut,
  Mic2,
  Podcast,
  Radio,
  ShieldAlert,
  Settings,
  Users,
  X,
  FileClock,
  UserPlus,
  UserRound,
  Album,
  RadioTower,
  Bell,
  Inbox,
  Info,
} from 'lucide-react';
import type { SessionRow } from '../../db/session';
import { CountBadge, useNotificationCounts } from './AdminCounters';
import { PreferenceSwitches } from './PreferenceSwitches';
import { VariantSwitch } from '../variant/VariantSwitch'; // variant26
import { InstallButton } from '../pwa/InstallButton';
import { Logo } from './Splash';
import { useChannelsOff } from '../../sync/channels';
// search21: the search box of every screen.
import { ShellSearch } from '../search/ShellSearch';

interface Props {
  id: string;
  session: SessionRow;
  open: boolean;
  onClose: () => void;
}

interface ItemProps {
  to: string;
  icon: ReactNode;
  children: ReactNode;
  end?: boolean;
  /** A count beside the entry, with the entry's name that says it ("Pending edits: 2"); nothing at 0. */
  count?: { value: number; label: string };
}

function Item({ to, icon, children, end, count }: ItemProps) {
  const counted = count !== undefined && count.value > 0;
  return (
    <li>
      <NavLink to={to} end={end} className="nav-item" aria-label={counted ? count.label : undefined}>
        <span className="nav-item__icon" aria-hidden>
          {icon}
        </span>
        <span>{children}</span>
        {counted && <CountBadge count={count.value} />}
      </NavLink>
    </li>
  );
}

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

export function Sidebar({ id, session, open, onClose }: Props) {
  const { t } = useTranslation();
  const profile = session.profile;
  const perms = profile?.permissions;
  const showAdmin = Boolean(perms && (perms.library || perms.moderation || perms.settings));
  const closeRef = useRef<HTMLButtonElement>(null);
  const counts = useNotificationCounts();
  // subs19: with channels off on the pod, their entries leave the shell.
  const channelsOn = !useChannelsOff();
  const counted = (value: number | undefined, key: string) => ({
    value: value ?? 0,
    label: t(key, { count: value ?? 0 }),
  });

  // Opened on a phone, the menu takes the focus, and Escape gives it back.
  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  return (
    <aside id={id} className="sidebar" data-open={open}>
      <div className="sidebar__head">
        <NavLink to={profile ? '/library' : '/'} className="brand">
          <Logo />
          <span>{t('app.name')}</span>
        </NavLink>
        <button
          ref={closeRef}
          type="button"
          className="icon-button sidebar__close"
          aria-label={t('nav.closeMenu')}
          onClick={onClose}
        >
          <X aria-hidden size={20} />
        </button>
      </div>
      {/* search21: from the desktop breakpoint the search box tops the sidebar. */}
      <div className="sidebar__search">
        <ShellSearch />
      </div>
      <nav aria-label={t('nav.main')} className="sidebar__nav">
        <Section title={t('nav.explore')}>
          <Item to={profile ? '/library' : '/'} icon={<Home size={18} />} end>
            {t(profile ? 'nav.libraryHome' : 'nav.home')}
          </Item>
          <Item to="/library/artists" icon={<Mic2 size={18} />}>
            {t('nav.artists')}
          </Item>
          <Item to="/library/albums" icon={<Disc3 size={18} />}>
            {t('nav.albums')}
          </Item>
          {channelsOn && (
            <Item to="/library/podcasts" icon={<Podcast size={18} />}>
              {t('nav.podcasts')}
            </Item>
          )}
          {channelsOn && (
            <Item to="/library/channels" icon={<Radio size={18} />}>
              {t('nav.channels')}
            </Item>
          )}
          <Item to="/library/playlists" icon={<ListMusic size={18} />}>
            {t('nav.playlists')}
          </Item>
          <Item to="/library/radios" icon={<RadioTower size={18} />}>
            {t('nav.radios')}
          </Item>
        </Section>
        {profile && (
          <Section title={t('nav.myLibrary')}>
            {/* notif21: the inbox, with its unread count in the entry's name. */}
            <Item
              to="/notifications"
              icon={<Inbox size={18} />}
              count={counted(counts?.inbox, 'notifications21Shell.navUnread')}
            >
              {t('notifications21Shell.nav')}
            </Item>
            <Item to="/favorites" icon={<Heart size={18} />}>
              {t('nav.favorites')}
            </Item>
            <Item to="/downloads" icon={<HardDriveDownload size={18} />}>
              {t('nav.downloads')}
            </Item>
            {channelsOn && (
              <Item to="/subscriptions" icon={<Bell size={18} />}>
                {t('subscriptions.nav')}
              </Item>
            )}
            <Item to="/library/me/artists" icon={<UserRound size={18} />}>
              {t('nav.myArtists')}
            </Item>
            <Item to="/library/me/albums" icon={<Album size={18} />}>
              {t('nav.myAlbums')}
            </Item>
            <Item to="/library/me/playlists" icon={<ListMusic size={18} />}>
              {t('nav.myPlaylists')}
            </Item>
            <Item to="/library/me/radios" icon={<RadioTower size={18} />}>
              {t('nav.myRadios')}
            </Item>
            <Item to="/upload" icon={<Upload size={18} />}>
              {t('nav.upload')}
            </Item>
            <Item to="/content" icon={<Library size={18} />}>
              {t('nav.addContent')}
            </Item>
          </Section>
        )}
        {showAdmin && (
          <Section title={t('nav.administration')}>
            {perms?.library && (
              <Item
                to="/manage/library/edits"
                icon={<FileClock size={18} />}
                count={counted(counts?.pendingReviewEdits, 'nav.pendingEditsCount')}
              >
                {t('nav.pendingEdits')}
              </Item>
            )}
            {/* library23 */}
            {perms?.library && (
              <Item to="/manage/library/artists" icon={<Library size={18} />}>
                {t('library23Nav.library')}
              </Item>
            )}
            {perms?.moderation && (
              <>
                <Item
                  to="/manage/moderation/reports"
                  icon={<ShieldAlert size={18} />}
                  count={counted(counts?.pendingReviewReports, 'nav.reportsUnresolved')}
                >
                  {t('nav.reports')}
                </Item>
                <Item
                  to="/manage/moderation/requests"
                  icon={<UserPlus size={18} />}
                  count={counted(counts?.pendingReviewRequests, 'nav.requestsPending')}
                >
                  {t('nav.requests')}
                </Item>
              </>
            )}
            {perms?.settings && (
              <>
                <Item to="/manage/settings" icon={<Settings size={18} />}>
                  {t('nav.settings')}
                </Item>
                <Item to="/manage/users" icon={<Users size={18} />}>
                  {t('nav.users')}
                </Item>
              </>
            )}
          </Section>
        )}
      </nav>
      <div className="sidebar__foot">
        {profile ? (
          <div className="account">
            <span className="account__avatar" aria-hidden>
              {profile.username.slice(0, 1).toUpperCase()}
            </span>
            {/* profile18: one's own profile (`/@username`) is reached from one's name. */}
            <NavLink
              to={`/@${profile.username}`}
              className="account__name"
              title={t('nav.signedInAs', { username: profile.fullUsername })}
            >
              {profile.name || profile.username}
              <small>@{profile.fullUsername}</small>
            </NavLink>
            <NavLink
              to="/settings"
              className="icon-button"
              aria-label={t('nav.accountSettings')}
              title={t('nav.accountSettings')}
            >
              <Settings aria-hidden size={18} />
            </NavLink>
            <NavLink to="/logout" className="icon-button" aria-label={t('nav.logout')} title={t('nav.logout')}>
              <LogOut aria-hidden size={18} />
            </NavLink>
          </div>
        ) : (
          <NavLink to="/login" className="button button--primary button--block">
            <LogIn aria-hidden size={18} />
            {t('nav.login')}
          </NavLink>
        )}
        <InstallButton />
        <PreferenceSwitches />
        {/* variant26 */}
        <VariantSwitch className="prefs__field" />
        {/* end variant26 */}
        {/* about21: what this pod is, open to everyone. */}
        <NavLink to="/about" className="sidebar__pod">
          <Info aria-hidden size={14} />
          <span>{t('about.nav')}</span>
        </NavLink>
        <NavLink to="/instance-chooser" className="sidebar__pod">
          <Library aria-hidden size={14} />
          <span>{t('nav.changePod')}</span>
        </NavLink>
      </div>
    </aside>
  );
}
