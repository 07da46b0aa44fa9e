import { useTranslation } from 'react-i18next';
import { Globe, Lock, Users } from '../icons';

const LABELS = {
  me: { key: 'libraryDetail.private', Icon: Lock },
  instance: { key: 'libraryDetail.restricted', Icon: Users },
  everyone: { key: 'libraryDetail.public', Icon: Globe },
} as const;

/** A library's visibility as spec 02 names it: Private, Restricted or Public. */
export function VisibilityLabel({ level }: { level: string | null }) {
  const { t } = useTranslation();
  const label = level !== null && level in LABELS ? LABELS[level as keyof typeof LABELS] : null;
  if (!label) return null;
  const { key, Icon } = label;
  return (
    <span className="visibility-label">
      <Icon aria-hidden size={14} />
      {t(key)}
    </span>
  );
}
