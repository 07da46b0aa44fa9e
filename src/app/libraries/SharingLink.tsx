import { useTranslation } from 'react-i18next';
import { CopyButton } from '../widgets/CopyButton';
import './remote.css';

/**
 * A library's sharing link (spec 02, library detail and remote library card): its `fid`, which
 * another pod's scan form ('Enter a library URL') finds the library by. Nothing when the pod sent
 * no fid.
 */
export function SharingLink({ fid }: { fid: string | null }) {
  const { t } = useTranslation();
  if (!fid) return null;
  return (
    <div className="sharing-link">
      <CopyButton value={fid} label={t('remoteLibraries.sharingLink')} />
      <p className="sharing-link__help">{t('remoteLibraries.sharingLinkHelp')}</p>
    </div>
  );
}
