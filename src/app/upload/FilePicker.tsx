import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ALLOWED_EXTENSIONS } from '../../sync/uploads';

const ACCEPT = ALLOWED_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/**
 * The upload screens' "Choose audio files" button (the upload dialog, the channel publish dialog and
 * the older variant's import screen): a label over a hidden multiple file input, the files handed
 * over and the input emptied so the same files can be chosen again.
 */
export function FilePicker({
  onFiles,
  disabled = false,
  className = '',
}: {
  onFiles: (files: File[]) => void | Promise<void>;
  disabled?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  return (
    <>
      <label
        htmlFor={inputId}
        className={`button button--primary ${className}`.trim()}
        aria-disabled={disabled || undefined}
      >
        {t('uploads.modal.chooseFiles')}
      </label>
      <input
        id={inputId}
        className="visually-hidden"
        type="file"
        multiple
        accept={ACCEPT}
        disabled={disabled}
        onChange={(event) => {
          const chosen = [...(event.target.files ?? [])];
          event.target.value = '';
          void onFiles(chosen);
        }}
      />
    </>
  );
}
