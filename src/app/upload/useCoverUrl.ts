import { useMemo } from 'react';
import type { UploadCover } from '../../db/uploads';

const CHUNK = 0x8000;

/**
 * A `data:` URL of an image's bytes. Not an object URL: the Content-Security-Policy of Funkwhale's
 * deploy template allows `img-src ... data:` but not `blob:` (real-1.4/NOTES), so a `blob:` preview
 * would not show on a pod that serves Shoal as its front.
 */
export function dataUrlOf(data: ArrayBuffer, mimeType: string): string {
  const bytes = new Uint8Array(data);
  let binary = '';
  // In slices: one String.fromCharCode of a whole cover would overflow the argument list.
  for (let at = 0; at < bytes.length; at += CHUNK) binary += String.fromCharCode(...bytes.subarray(at, at + CHUNK));
  const type = /^image\/[a-z0-9.+-]+$/i.test(mimeType) ? mimeType.toLowerCase() : 'application/octet-stream';
  return `data:${type};base64,${btoa(binary)}`;
}

/** The URL of a cover's kept bytes (computed once per cover: the live queue keeps unchanged rows' objects). */
export function useCoverUrl(cover: UploadCover | null | undefined): string | null {
  return useMemo(() => (cover ? dataUrlOf(cover.data, cover.mimeType) : null), [cover]);
}
