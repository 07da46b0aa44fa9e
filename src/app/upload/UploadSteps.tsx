import { useTranslation } from 'react-i18next';
import { X } from '../icons';

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

/**
 * The foot of both upload dialogs: Back (past the first step), Next (until the last), and on the last
 * step the dialog's own final button (its label, whether it can be pressed yet, what it does).
 */
export function UploadStepsActions({
  step,
  onStep,
  nextDisabled,
  final,
}: {
  step: UploadStep;
  onStep: (step: UploadStep) => void;
  nextDisabled: boolean;
  final: { label: string; disabled: boolean; onPress: () => void };
}) {
  const { t } = useTranslation();
  const index = UPLOAD_STEPS.indexOf(step);
  const last = index === UPLOAD_STEPS.length - 1;
  return (
    <div className="upload-modal__actions">
      {index > 0 && (
        <button type="button" className="button" onClick={() => onStep(UPLOAD_STEPS[index - 1] as UploadStep)}>
          {t('uploads.modal.back')}
        </button>
      )}
      {last ? (
        <button type="button" className="button button--primary" disabled={final.disabled} onClick={final.onPress}>
          {final.label}
        </button>
      ) : (
        <button
          type="button"
          className="button button--primary"
          disabled={nextDisabled}
          onClick={() => onStep(UPLOAD_STEPS[index + 1] as UploadStep)}
        >
          {t('uploads.modal.next')}
        </button>
      )}
    </div>
  );
}
