import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/**
 * polish29: where the upload screens were opened from, kept in the history entry's state (so a
 * reload and the tabs keep it): the library whose Upload tab published the files.
 */
export interface UploadFrom {
  to: string;
  name: string;
}

/** The history state that names `from`; the upload screens' tabs pass it on. */
export const uploadFromState = (from: UploadFrom) => ({ uploadFrom: from });

export function readUploadFrom(state: unknown): UploadFrom | null {
  const from = (state as { uploadFrom?: Partial<UploadFrom> } | null)?.uploadFrom;
  return typeof from?.to === 'string' && from.to.startsWith('/') && typeof from.name === 'string'
    ? { to: from.to, name: from.name }
    : null;
}

/**
 * The way back from the upload screens: to the library the files went into when they came from its
 * page, to "Add content" (`/content`, where uploading starts) otherwise.
 */
export function UploadBackLink({ from }: { from?: UploadFrom | null }) {
  const { t } = useTranslation();
  const location = useLocation();
  const target = from ?? readUploadFrom(location.state);
  return (
    <p className="upload-back">
      <Link to={target?.to ?? '/content'}>
        {t('cl26Import.toLibrary', { name: target?.name ?? t('nav.addContent') })}
      </Link>
    </p>
  );
}
