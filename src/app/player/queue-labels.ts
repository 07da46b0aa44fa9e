import type { TFunction } from 'i18next';

/**
 * The texts of a queue row, from templates the queue screen builds once per language: a row that
 * comes in on a scroll joins strings rather than calling i18next four times, and needs no
 * useTranslation of its own (a hook with a language subscription per row, made and dropped by the
 * dozen each frame of a fast scroll).
 */
export interface QueueRowLabels {
  play(title: string): string;
  moveUp(title: string): string;
  moveDown(title: string): string;
  remove(title: string): string;
  errored: string;
  unavailable: string;
}

/** Stands for the title while the template is made; no title holds it. */
const MARK = '\u0000';

/** `t(key, { title })` as a function of the title, translated once. */
export function titleTemplate(t: TFunction, key: string): (title: string) => string {
  const parts = t(key, { title: MARK }).split(MARK);
  return (title) => parts.join(title);
}

export function queueRowLabels(t: TFunction): QueueRowLabels {
  return {
    play: titleTemplate(t, 'queue.playTrack'),
    moveUp: titleTemplate(t, 'queue.moveUp'),
    moveDown: titleTemplate(t, 'queue.moveDown'),
    remove: titleTemplate(t, 'queue.remove'),
    errored: t('queue.errored'),
    unavailable: t('queue.unavailable'),
  };
}
