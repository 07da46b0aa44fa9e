import { Pencil } from '../icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EditKind } from '../../sync/edits';
import { editPath } from './paths';

/** The Edit link of an artist, album or track page; none for another pod's object (read-only here). */
export function EditLink({ kind, id, isLocal }: { kind: EditKind; id: number; isLocal: boolean }) {
  const { t } = useTranslation();
  if (!isLocal) return null;
  return (
    <Link className="ui-button ui-button--secondary ui-button--thin edit-link" to={editPath(kind, id)}>
      <Pencil aria-hidden size={14} />
      <span>{t('edits22Edits.edit')}</span>
    </Link>
  );
}
