import { useTranslation } from 'react-i18next';
import type { ManagedField } from '../../sync/manage-library';
import { formatDuration } from '../format/duration';
import { formatSize } from '../format/size';
import { RelativeTime } from '../widgets/RelativeTime';

/** One field of a managed object, in its format; a dash when the pod has no value. */
export function FieldValue({ field }: { field: ManagedField }) {
  const { t } = useTranslation();
  const { value, format } = field;
  if (value === null || value === '') return <span className="muted">—</span>;
  if (format === 'local') return <>{t(value ? 'library23Manage.local' : 'library23Manage.remote')}</>;
  if (format === 'date' && typeof value === 'string') return <RelativeTime date={value} />;
  if (format === 'bytes' && typeof value === 'number') return <>{formatSize(value) ?? '—'}</>;
  if (format === 'seconds' && typeof value === 'number') return <>{formatDuration(value)}</>;
  if (format === 'bitrate' && typeof value === 'number')
    return <>{t('library23Manage.kbpsValue', { value: Math.round(value / 1000) })}</>;
  return <>{String(value)}</>;
}
