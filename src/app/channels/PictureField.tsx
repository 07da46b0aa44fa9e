import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadCover } from '../../sync/channels';
import { checkPicture } from './channel-form';

/** The picture's pixel size, or undefined when the browser cannot decode it (then no warning). */
async function pictureSize(file: File): Promise<{ width: number; height: number } | undefined> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return undefined;
  }
}

interface Props {
  label: string;
  value: { uuid: string; url: string | null } | null;
  onChange: (value: { uuid: string; url: string | null } | null) => void;
  disabled?: boolean;
}

/**
 * A channel or series picture: checked before upload (spec 01 section 5: PNG or JPG, at most 5 MB
 * are refused otherwise; dimensions outside 1400 to 3000 square only warn), then sent as an attachment.
 */
export function PictureField({ label, value, onChange, disabled }: Props) {
  const { t } = useTranslation();
  const hintId = useId();
  const upload = useUploadCover();
  const [problem, setProblem] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    setWarning(null);
    const first = checkPicture(file);
    if (first.refused) {
      setProblem(t(`channels.form.${first.refused}`));
      return;
    }
    const check = checkPicture(file, await pictureSize(file));
    if (check.warning) setWarning(t(`channels.form.${check.warning}`));
    try {
      const attachment = await upload.mutateAsync(file);
      onChange({ uuid: attachment.uuid, url: attachment.urls.mediumSquareCrop ?? attachment.urls.original });
    } catch {
      setProblem(t('channels.form.pictureFailed'));
    }
  };

  return (
    <div className="field channel-picture">
      <span>{label}</span>
      <div className="channel-picture__row">
        {value?.url ? (
          <img className="channel-picture__preview" src={value.url} alt={t('channels.form.picturePreview')} />
        ) : (
          <span className="channel-picture__preview channel-picture__preview--empty" aria-hidden />
        )}
        <div className="channel-picture__controls">
          <input
            type="file"
            accept="image/png,image/jpeg"
            aria-label={label}
            aria-describedby={hintId}
            disabled={disabled || upload.isPending}
            onChange={(event) => void pick(event)}
          />
          {value && (
            <button type="button" className="button" disabled={disabled} onClick={() => onChange(null)}>
              {t('channels.form.pictureRemove')}
            </button>
          )}
        </div>
      </div>
      <small id={hintId} className="muted">
        {t('channels.form.pictureHint')}
      </small>
      {upload.isPending && <small role="status">{t('channels.form.pictureSending')}</small>}
      {problem && (
        <small role="alert" className="channel-picture__problem">
          {problem}
        </small>
      )}
      {warning && <small role="status">{warning}</small>}
    </div>
  );
}
