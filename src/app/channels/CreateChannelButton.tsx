import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus } from '../icons';
import { useSession } from '../../db/session';
import { CreateChannelModal } from './ChannelFormModal';

/**
 * "Create a channel" (podcasts browse and the content home, spec 02): signed-in users. Offline it still
 * opens the form (g19), which says in words that saving needs the pod, rather than a disabled button
 * whose reason is only a tooltip.
 */
export function CreateChannelButton() {
  const { t } = useTranslation();
  const session = useSession();
  const [open, setOpen] = useState(false);
  if (!session?.profile) return null;
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        <Plus aria-hidden size={18} />
        {t('channels.create.open')}
      </button>
      <CreateChannelModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}
