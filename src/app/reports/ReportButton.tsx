import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Flag } from '../icons';
import { remoteDomainOf, type ReportTarget } from '../../sync/reports';
import { Button } from '../widgets/Button';
import { lazy } from '../i18n/lazy-screen';

// The form loads when asked for: the pages that offer Report do not carry it.
const ReportModal = lazy(async () => ({ default: (await import('./ReportModal')).ReportModal }));

interface Props {
  target: ReportTarget;
  /** The object's name, in the form's title. */
  name: string;
  /** False for another pod's object (the form then offers to forward the report to its pod). */
  isLocal?: boolean;
  /** The object's fid: the domain of another pod's object is read from it. */
  fid?: string | null;
}

/**
 * Report, on the pages of artists, albums, tracks, playlists, libraries, channels and accounts
 * (spec 02 section 5): opens the report form. Anyone may press it; the form says what a visitor
 * may do on this pod.
 */
export function ReportButton({ target, name, isLocal = true, fid = null }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button thin icon={<Flag size={16} aria-hidden />} onClick={() => setOpen(true)}>
        {t('reports22.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReportModal
            target={target}
            name={name}
            remoteDomain={remoteDomainOf(isLocal, fid)}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
