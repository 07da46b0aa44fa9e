import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Upload } from '../icons';
import { ALLOWED_EXTENSIONS } from '../../sync/uploads';
import type { Library } from '../../sync/libraries';
import { startNow } from '../idle';
import { uploadQueueStarted } from '../upload/start';
import { UploadModal } from '../upload/UploadModal';
import { QuotaPanel } from '../upload/QuotaPanel';
import '../upload/upload.css';

// The upload dialog's commands need the uploader: started when this tab's chunk loads.
const uploader = startNow('uploads').then(uploadQueueStarted);

/** The library page's Upload tab (owner only): the upload dialog, this library chosen, and the quota. */
export function LibraryUpload({ library }: { library: Library }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <section className="section" aria-labelledby="library-upload-title">
      <h2 id="library-upload-title">{t('libraries.page.upload')}</h2>
      <p>{t('libraries.page.uploadIntro', { name: library.name })}</p>
      <p className="muted">{t('uploads.formats', { formats: ALLOWED_EXTENSIONS.join(', ') })}</p>
      <div className="toolbar">
        <button
          type="button"
          className="button button--primary"
          onClick={() => void uploader.then(() => setOpen(true))}
        >
          <Upload aria-hidden size={18} />
          {t('libraries.page.uploadStart')}
        </button>
      </div>
      <UploadModal open={open} onClose={() => setOpen(false)} library={library} />
      <QuotaPanel />
    </section>
  );
}
