// What the XSPF menu calls (issue 20): the file of a playlist, and a chosen file read and matched
// against this pod. Both need the pod; the rebuild itself is rebuildPlaylist (mutations.ts).

import { useMutation } from '@tanstack/react-query';
import { useHttpClient } from '../core/client-context';
import { unwrap } from '../core/query-errors';
import { parseXspf, type XspfProblem } from './xspf';
import { matchXspf, playlistXspf, type XspfMatch } from './xspf-match';

/** `{text, fileName}` of a playlist on the pod (its pod id). */
export function useXspfDownload() {
  const client = useHttpClient();
  return useMutation({
    mutationFn: async (id: number) => unwrap(await playlistXspf(client, id)),
  });
}

export type XspfReading =
  { kind: 'refused'; problem: XspfProblem } | { kind: 'matched'; title: string | null; matches: XspfMatch[] };

/** A file's text read as XSPF and matched: refused when malformed; an error when the pod could not be asked. */
export function useXspfMatch() {
  const client = useHttpClient();
  return useMutation({
    mutationFn: async (text: string): Promise<XspfReading> => {
      const parsed = parseXspf(text);
      if (!parsed.ok) return { kind: 'refused', problem: parsed.problem };
      const matches = unwrap(await matchXspf(client, parsed.playlist));
      return { kind: 'matched', title: parsed.playlist.title, matches };
    },
  });
}
