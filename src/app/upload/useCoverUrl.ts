import { useEffect, useState } from 'react';
import type { UploadCover } from '../../db/uploads';

/** An object URL of a cover's kept bytes, made on the main thread and revoked when it goes. */
export function useCoverUrl(cover: UploadCover | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!cover) {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(new Blob([cover.data], { type: cover.mimeType }));
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [cover]);
  return url;
}
