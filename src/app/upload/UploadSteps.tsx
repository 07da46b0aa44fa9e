import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';

export type UploadStep = 'files' | 'details' | 'publish';
export const UPLOAD_STEPS: readonly UploadStep[] = ['files', 'details', 'publish'];

/** The head of both upload dialogs (into a library, into a channel): the title, Close, and the steps. */
export function UploadStepsHead({ title, step, onClose }: { title: string; step: UploadStep; onClose: () => void }) {
  const { t } = useTranslation();
  const index = UPLOAD_STEPS.indexOf(step);
  return (
    <>
      <div className="upload-modal__head">
        <h2 id="upload-modal-title">{title}</h2>
        <button type="button" className="icon-button" aria-label={t('uploads.modal.close')} onClick={onClose}>
          <X aria-hidden size={18} />
        </button>
      </div>
      <ol className="upload-steps" aria-label={t('uploads.modal.steps')}>
        {UPLOAD_STEPS.map((name, at) => (
          <li key={name} aria-current={name === step ? 'step' : undefined} data-done={at < index}>
            {t(`uploads.modal.${name}`)}
          </li>
        ))}
      </ol>
    </>
  );
}
