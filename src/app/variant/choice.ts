import { setPreference } from '../../db/preferences';
import { logger } from '../../logger';
import { variantOf } from './variant';

/** Where public/boot-theme.js reads `ui-v2` before the first paint (IndexedDB cannot be read synchronously). */
const UI_V2_KEY = 'shoal.ui-v2';

/** Copies the choice for the first paint of the next start: `<html data-ui-variant>` (boot-theme.js). */
export function mirrorVariant(uiV2: boolean): void {
  document.documentElement.dataset.uiVariant = variantOf(uiV2);
  try {
    localStorage.setItem(UI_V2_KEY, String(uiV2));
  } catch {
    logger.debug('No local storage: the next start paints the neutral static shell');
  }
}

/**
 * The switch of settings and of each shell's user menu: the current screen left first (it may ask),
 * then stored (a reload right after keeps it), then applied.
 */
export async function chooseVariant(uiV2: boolean): Promise<void> {
  // Imported when used: router.ts holds the route tables, whose screens include this switch (no import
  // circle). It is in the first chunk already (bootstrap.ts), so nothing more is fetched.
  const { leaveFor, swapRouter } = await import('./router');
  // cl26: a screen that asks before it is left (uploads running) asks here too; staying keeps the choice.
  if (!(await leaveFor(variantOf(uiV2)))) return;
  await setPreference('uiV2', uiV2);
  mirrorVariant(uiV2);
  await swapRouter(variantOf(uiV2));
}
