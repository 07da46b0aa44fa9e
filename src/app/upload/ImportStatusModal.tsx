import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUpload, type Upload } from '../../sync/uploads';
import { Modal } from '../widgets/Modal';
import { ImportDiagnostics } from './ImportDiagnostics';

/**
 * The import status modal of a files-table row. It opens on the row's copy of the upload and follows
 * the pod's current one (a restarted import goes pending, then settles).
 */
export function ImportStatusModal({ upload, onClose }: { upload: Upload; onClose: () => void }) {
  const { t } = useTranslation();
  const current = useUpload(upload.uuid, { followImport: true });
  const shown = current.data ?? upload;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('importStatus.title')}
      className="import-status-modal"
      actions={
        <Link className="button" to={`/library/uploads/${upload.uuid}`}>
          {t('importStatus.details')}
        </Link>
      }
    >
      <p className="import-status__file">{shown.filename ?? shown.uuid}</p>
      <ImportDiagnostics upload={shown} />
    </Modal>
  );
}
