import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../db/preferences';
import { logger } from '../../logger';
import { chooseVariant } from './choice';
import './variant.css';

/**
 * Issue 26: the `ui-v2` switch, on for the newer interface, off for the older one. Applies at once,
 * without a reload (variant/router.ts). In account settings and in each shell's user menu.
 */
export function VariantSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const prefs = usePreferences();
  return (
    <label className={`variant-switch ${className ?? ''}`.trim()}>
      <input
        type="checkbox"
        role="switch"
        checked={prefs?.uiV2 ?? true}
        disabled={!prefs}
        onChange={(event) =>
          void chooseVariant(event.target.checked).catch((error: unknown) =>
            logger.error('Could not switch the interface', error),
          )
        }
      />
      <span>{t('variant26Switch.label')}</span>
    </label>
  );
}
