/** m:ss, or h:mm:ss from one hour (spec 02 section 9). Negative or missing values read 0:00. */
export function formatDuration(totalSeconds: number | null | undefined): string {
  const seconds = Math.max(0, Math.floor(totalSeconds ?? 0));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** The release year of a YYYY-MM-DD date, or null. */
export function releaseYear(date: string | null | undefined): string | null {
  const match = date ? /^(\d{4})/.exec(date) : null;
  return match?.[1] ?? null;
}
