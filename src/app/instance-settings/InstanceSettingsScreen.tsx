import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { groupSettings, SETTINGS_GROUPS, useAdminSettings } from '../../sync/instance-settings';
import { SkeletonRows } from '../widgets/Cards';
import { PodAddressHint, isPodAddressRefusal } from '../widgets/PodAddressHint';
import { QueryState } from '../widgets/QueryState';
import { SettingsGroupForm } from './SettingsGroupForm';
import './instance-settings.css';

/** The group comes into view and takes the focus, without a navigation (which would scroll back up). */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const title = document.getElementById(`settings-${id}-title`);
  if (!title) return;
  event.preventDefault();
  title.scrollIntoView({ block: 'start' });
  title.focus({ preventScroll: true });
}

/**
 * `manage/settings` (spec 02): the page title, a "Sections" menu jumping to each group, and the
 * twelve groups of the pod's preferences, each saved on its own. The settings flag is checked by
 * routing/guards.ts; a pod refusing this session's token (OAuth) gets the one-sentence hint.
 */
export function InstanceSettingsScreen() {
  const { t } = useTranslation();
  const settings = useAdminSettings();
  return (
    <div className="page instance-settings">
      <header className="page-header">
        <h1>{t('settings23.title')}</h1>
      </header>
      <nav className="settings-sections" aria-labelledby="settings-sections-title">
        <h2 id="settings-sections-title">{t('settings23.sections')}</h2>
        <ul>
          {SETTINGS_GROUPS.map((group) => (
            <li key={group.id}>
              <a href={`#settings-${group.id}`} onClick={(event) => jumpTo(event, group.id)}>
                {t(`settings23.groups.${group.id}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <PodAddressHint error={settings.error} />
      {!isPodAddressRefusal(settings.error) && (
        <QueryState query={settings} loading={<SkeletonRows count={6} />}>
          {(data) => (
            <div className="settings-groups">
              {groupSettings(data).map((group) => (
                <SettingsGroupForm key={group.id} group={group} />
              ))}
            </div>
          )}
        </QueryState>
      )}
    </div>
  );
}
