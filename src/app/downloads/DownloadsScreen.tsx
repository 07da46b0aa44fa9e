import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HardDriveDownload, Shuffle, ShieldCheck, ShieldAlert } from '../icons';
import { shuffleDownloads } from '../../player/play-commands';
import { requestPersistentStorage, useDownloads, useStorageInfo, type DownloadRow } from '../../sync/downloads';
import { formatSize } from '../format/size';
import { DownloadControl, downloadProgress } from './DownloadControl';
import { NewEpisodes } from './NewEpisodes';
import './downloads.css';

/** Bytes kept, each file once (a track kept by two downloads is one file). */
function usedBytes(rows: readonly DownloadRow[]): number {
  const sizes = new Map<string, number>();
  for (const row of rows)
    for (const track of row.tracks) if (track.state === 'kept') sizes.set(track.listenUrl, track.size ?? 0);
  return [...sizes.values()].reduce((sum, size) => sum + size, 0);
}

function linkOf(row: DownloadRow): string {
  if (row.kind === 'album') return `/library/albums/${row.objectId}`;
  if (row.kind === 'playlist') return `/library/playlists/${row.objectId}`;
  if (row.kind === 'episodes') return `/library/artists/${row.objectId}`;
  return '/favorites';
}

/**
 * What this device keeps for offline use (issue 5): each download with its size and state, the
 * total, the browser's storage figures, and the request for persistent storage.
 */
export function DownloadsScreen() {
  const { t } = useTranslation();
  const rows = useDownloads();
  const total = usedBytes(rows ?? []);
  const keptCount = rows?.reduce((sum, row) => sum + downloadProgress(row).kept, 0) ?? 0;
  const storage = useStorageInfo(total);
  const [asked, setAsked] = useState<boolean | null | undefined>(undefined);
  const persisted = asked ?? storage?.persisted ?? null;
  const titleOf = (row: DownloadRow) => (row.kind === 'favorites' ? t('downloads.favoritesTitle') : row.title);

  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('downloads.title')}</h1>
        {rows && rows.length > 0 && (
          <span className="muted">{t('downloads.used', { size: formatSize(total) ?? '0 B' })}</span>
        )}
      </header>
      {rows === undefined ? null : rows.length === 0 ? (
        <div className="state">
          <HardDriveDownload aria-hidden size={28} />
          <p>{t('downloads.empty')}</p>
          <Link className="button" to="/library/albums">
            {t('favorites.browse')}
          </Link>
        </div>
      ) : (
        <>
          <div className="toolbar">
            <button
              type="button"
              className="button button--primary"
              disabled={keptCount === 0}
              onClick={() => void shuffleDownloads()}
            >
              <Shuffle aria-hidden size={16} />
              {t('downloads.shuffle')}
            </button>
          </div>
          <ul className="downloads-list" aria-label={t('downloads.listLabel')}>
            {rows.map((row) => {
              const { kept, total: count } = downloadProgress(row);
              return (
                <li key={row.id} className="downloads-item">
                  <span className="downloads-item__main">
                    <Link className="downloads-item__title" to={linkOf(row)}>
                      {titleOf(row)}
                    </Link>
                    <span className="downloads-item__meta">
                      {t(`downloads.kind.${row.kind}`)} · {t('downloads.progressOf', { kept, count })} ·{' '}
                      {formatSize(row.bytes) ?? '0 B'}
                    </span>
                  </span>
                  <DownloadControl id={row.id} title={titleOf(row)} onDownload={() => undefined} showSize={false} />
                </li>
              );
            })}
          </ul>
        </>
      )}
      <NewEpisodes />
      <section className="section" aria-labelledby="storage-title">
        <div className="section__head">
          <h2 id="storage-title">{t('downloads.storage')}</h2>
        </div>
        <div className="storage">
          {storage?.usage != null && storage.quota != null ? (
            <>
              <p>
                {t('downloads.estimate', {
                  usage: formatSize(storage.usage) ?? '0 B',
                  quota: formatSize(storage.quota) ?? '0 B',
                })}
              </p>
              <progress
                className="storage__meter"
                aria-label={t('downloads.storageUsed')}
                max={Math.max(storage.quota, 1)}
                value={storage.usage}
              />
            </>
          ) : (
            storage !== undefined && <p className="muted">{t('downloads.estimateUnknown')}</p>
          )}
          <p className="storage__persisted" role="status">
            {persisted ? <ShieldCheck aria-hidden size={16} /> : <ShieldAlert aria-hidden size={16} />}
            {t(persisted ? 'downloads.persisted' : 'downloads.notPersisted')}
          </p>
          {!persisted && (
            <div>
              <button
                type="button"
                className="button"
                onClick={() => void requestPersistentStorage().then((granted) => setAsked(granted ?? false))}
              >
                {t('downloads.persist')}
              </button>
            </div>
          )}
        </div>
      </section>
    </div>
  );
}
