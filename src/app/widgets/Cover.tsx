import { useState } from 'react';
import { Disc3, Mic2, Music } from '../icons';
import { attachmentUrl, type Attachment, type AttachmentSize } from '../../sync/core';

interface Props {
  attachment: Attachment | null;
  /** Accessible text; an empty string marks the image as decoration. */
  alt: string;
  kind?: 'album' | 'artist' | 'track';
  size?: AttachmentSize;
  round?: boolean;
  /** 'lazy' by default; 'eager' for a cover on screen at once; 'high' for the one likely to be the page's largest paint. */
  loading?: CoverLoading;
}

export type CoverLoading = 'high' | 'eager' | 'lazy';

const FALLBACK_ICONS = { album: Disc3, artist: Mic2, track: Music };

/** Cover art with the default image of spec 01 section 3 when the chain gives nothing or the image fails. */
export function Cover({ attachment, alt, kind = 'album', size = 'medium', round = false, loading = 'lazy' }: Props) {
  const url = attachmentUrl(attachment, size);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const Icon = FALLBACK_ICONS[kind];
  const showImage = url !== null && failedUrl !== url;
  return (
    <div className={`cover${round ? ' cover--round' : ''}`}>
      {showImage ? (
        <img
          src={url}
          alt={alt}
          loading={loading === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={loading === 'high' ? 'high' : undefined}
          decoding="async"
          onError={() => setFailedUrl(url)}
        />
      ) : (
        <span
          className="cover__fallback"
          role={alt ? 'img' : undefined}
          aria-label={alt || undefined}
          aria-hidden={alt ? undefined : true}
        >
          <Icon size={36} strokeWidth={1.5} aria-hidden />
        </span>
      )}
    </div>
  );
}
