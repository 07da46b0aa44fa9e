import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../db/session';
import { usePlaylists } from '../../sync/playlists';
import { PlaylistCard, SkeletonGrid } from '../widgets/Cards';
import { BrowseLayout } from '../library/BrowseLayout';
import { OrderingSelect } from '../library/OrderingSelect';
import { PageSizeSelect } from '../library/PageSizeSelect';
import { SearchField } from '../widgets/SearchField';
import { useBrowseParams } from '../library/useBrowseParams';
import { isUnavailableOffline } from '../widgets/query-offline';
import { ManagePlaylistsModal } from './ManagePlaylistsModal';
import { OwnPlaylistsOffline } from './OwnPlaylistsOffline';
import { PlaylistFormModal } from './PlaylistFormModal';
import { playlistPath } from './playlist-path';
import './playlists-ui.css';

/** Spec 02 section 9: playlists and my playlists, 25 a page. */
const PLAYLISTS_PAGE_SIZE = 25;
/** Issue 20: results per page 12, 25 or 50. */
const PAGE_SIZES = [12, 25, 50] as const;

const FIELDS = [
  { value: 'modification_date', label: 'browse.fieldModification' },
  { value: 'creation_date', label: 'browse.fieldCreation' },
  { value: 'name', label: 'browse.fieldName' },
];

export function PlaylistsBrowse({ scope }: { scope?: 'me' }) {
  const { t } = useTranslation();
  const [params, update] = useBrowseParams({ ordering: '-modification_date', pageSize: PLAYLISTS_PAGE_SIZE });
  const query = usePlaylists({
    q: params.q || undefined,
    ordering: params.ordering,
    page: params.page,
    page_size: params.pageSize,
    scope,
  });
  const session = useSession();
  const [open, setOpen] = useState<Dialog>(null);
  const title = t(scope === 'me' ? 'browse.myPlaylistsTitle' : 'browse.playlistsTitle');
  const toolbar = (
    <>
      <SearchField label={t('browse.searchPlaylists')} value={params.q} onChange={(q) => update({ q })} />
      <OrderingSelect
        field={params.field}
        descending={params.descending}
        fields={FIELDS}
        onChange={(ordering) => update({ ordering })}
      />
      <PageSizeSelect value={params.pageSize} choices={PAGE_SIZES} onChange={(pageSize) => update({ pageSize })} />
    </>
  );
  const actions = session?.profile ? <PlaylistsActions onOpen={setOpen} /> : null;
  // A page of one's own playlists never kept for offline use: they come from the device instead (the
  // mirror with the waiting edits, made offline too; issue 20). The page can switch while a dialog is
  // open (the pod goes away before the list came): the dialogs sit outside both lists, so the create
  // form stays mounted while its playlist is sent.
  const list =
    scope === 'me' && session?.profile && isUnavailableOffline(query) ? (
      <OwnPlaylistsOffline title={title} params={params} toolbar={toolbar} actions={actions} />
    ) : (
      <BrowseLayout
        title={title}
        query={query}
        params={params}
        loading={<SkeletonGrid count={6} />}
        empty={t('browse.noPlaylistResults')}
        renderItem={(playlist) => <PlaylistCard key={playlist.id} playlist={playlist} />}
        actions={actions}
        toolbar={toolbar}
      />
    );
  return (
    <>
      {list}
      <PlaylistsDialogs open={session?.profile ? open : null} onClose={() => setOpen(null)} />
    </>
  );
}

type Dialog = 'create' | 'manage' | null;

/** Create and Manage, shown to a signed-in user. */
function PlaylistsActions({ onOpen }: { onOpen: (dialog: Dialog) => void }) {
  const { t } = useTranslation();
  return (
    <div className="playlists-actions">
      <button type="button" className="button button--primary" onClick={() => onOpen('create')}>
        {t('playlistsUi.create')}
      </button>
      <button type="button" className="button" onClick={() => onOpen('manage')}>
        {t('playlistsUi.manage')}
      </button>
    </div>
  );
}

/** The open dialog: a new playlist opens on its page once made. */
function PlaylistsDialogs({ open, onClose }: { open: Dialog; onClose: () => void }) {
  const navigate = useNavigate();
  if (open === 'create') {
    return <PlaylistFormModal onClose={onClose} onSaved={(id) => void navigate(playlistPath(id))} />;
  }
  if (open === 'manage') return <ManagePlaylistsModal onClose={onClose} />;
  return null;
}
