import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pause, Play, SkipForward } from '../icons';
import { useEmbedPlaylist, type EmbedTrack } from '../../sync/playlists';
import { ApiRequestError } from '../../sync/core';
import { formatDuration } from '../format/duration';

/** `?type=playlist&id=N`; the pod's oembed/ also names tracks, albums and artists, not played here. */
export interface EmbedParams {
  type: string | null;
  id: number | null;
}

export function parseEmbedParams(search: string): EmbedParams {
  const params = new URLSearchParams(search);
  const id = params.get('id');
  return { type: params.get('type'), id: id !== null && /^\d{1,12}$/.test(id) ? Number(id) : null };
}

// The browser's own answer, asked once: which files of a track the <audio> element can play.
const probe = typeof document === 'undefined' ? null : document.createElement('audio');
const canPlayType = (mimetype: string) => probe?.canPlayType(mimetype) ?? '';

export function EmbedPlayer({ params }: { params: EmbedParams }) {
  const { t } = useTranslation();
  if (params.type !== 'playlist' || params.id === null) {
    return <p className="embed__notice">{t('playlistXspf.embed.unsupported')}</p>;
  }
  return <PlaylistPlayer id={params.id} />;
}

function PlaylistPlayer({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useEmbedPlaylist(id, canPlayType);
  if (query.isPending) return <p className="embed__notice">{t('playlistXspf.embed.loading')}</p>;
  if (query.isError) {
    const status = query.error instanceof ApiRequestError ? query.error.apiError.status : null;
    const key =
      status === 404
        ? 'playlistXspf.embed.notFound'
        : status === 401 || status === 403
          ? 'playlistXspf.embed.signInRequired'
          : 'playlistXspf.embed.failed';
    return (
      <p className="embed__notice" role="alert">
        {t(key)}
      </p>
    );
  }
  const { playlist, tracks } = query.data;
  return <Player name={playlist.name} id={id} tracks={tracks} />;
}

function Player({ name, id, tracks }: { name: string; id: number; tracks: EmbedTrack[] }) {
  const { t } = useTranslation();
  const audio = useRef<HTMLAudioElement>(null);
  const [index, setIndex] = useState(0);
  const [source, setSource] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const current = tracks[index];
  const url = current?.sources[source];

  const go = useCallback(
    (next: number) => {
      setIndex(next % Math.max(tracks.length, 1));
      setSource(0);
      setTime(0);
    },
    [tracks.length],
  );

  // A new file: load it, and keep playing when a track was playing.
  useEffect(() => {
    const element = audio.current;
    if (!element || url === undefined) return;
    if (playing) void element.play().catch(() => setPlaying(false));
    // Only a new address starts playback here; play/pause go through toggle().
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url]);

  const toggle = () => {
    const element = audio.current;
    if (!element || url === undefined) return;
    if (element.paused) {
      setPlaying(true);
      void element.play().catch(() => setPlaying(false));
    } else {
      element.pause();
      setPlaying(false);
    }
  };

  const onError = () => {
    // The next file of the track, else the next track (a track none of whose files plays is skipped).
    if (current && source + 1 < current.sources.length) setSource(source + 1);
    else if (index + 1 < tracks.length) go(index + 1);
    else setPlaying(false);
  };

  const onEnded = () => {
    if (index + 1 < tracks.length) go(index + 1);
    else setPlaying(false);
  };

  const podPage = `${window.location.origin}/library/playlists/${id}`;
  return (
    <main className="embed" aria-label={t('playlistXspf.embed.player')}>
      <header className="embed__head">
        {current?.cover ? (
          <img className="embed__cover" src={current.cover} alt="" />
        ) : (
          <div className="embed__cover" />
        )}
        <div className="embed__now">
          <a className="embed__title" href={podPage} target="_blank" rel="noopener noreferrer">
            {name}
          </a>
          <p className="embed__track" data-testid="embed-current">
            {current ? `${current.title} · ${current.artist}` : t('playlistXspf.embed.empty')}
          </p>
          <p className="embed__time">
            {formatDuration(Math.floor(time))}
            {current?.duration ? ` / ${formatDuration(current.duration)}` : ''}
          </p>
        </div>
        <div className="embed__controls">
          <button
            type="button"
            className="embed__button embed__button--main"
            onClick={toggle}
            disabled={!current}
            aria-label={playing ? t('playlistXspf.embed.pause') : t('playlistXspf.embed.play')}
          >
            {playing ? <Pause size={22} aria-hidden /> : <Play size={22} aria-hidden />}
          </button>
          <button
            type="button"
            className="embed__button"
            onClick={() => go(index + 1)}
            disabled={tracks.length < 2}
            aria-label={t('playlistXspf.embed.next')}
          >
            <SkipForward size={18} aria-hidden />
          </button>
        </div>
      </header>
      <audio
        ref={audio}
        src={url}
        preload="none"
        onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={onEnded}
        onError={onError}
      />
      <ol className="embed__list" aria-label={t('playlistXspf.embed.tracks', { count: tracks.length })}>
        {tracks.map((track, position) => (
          <li key={`${position}-${track.id}`}>
            <button
              type="button"
              className="embed__row"
              aria-current={position === index ? 'true' : undefined}
              onClick={() => {
                setPlaying(true);
                go(position);
                if (position === index) void audio.current?.play().catch(() => setPlaying(false));
              }}
            >
              <span className="embed__row-number">{position + 1}</span>
              <span className="embed__row-title">{track.title}</span>
              <span className="embed__row-artist">{track.artist}</span>
              <span className="embed__row-duration">{formatDuration(track.duration)}</span>
            </button>
          </li>
        ))}
      </ol>
    </main>
  );
}
