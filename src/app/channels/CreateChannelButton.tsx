import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import { useSession } from '../../db/session';
import { useReachability } from '../../sync/status';
import { CreateChannelModal } from './ChannelFormModal';

/** "Create a channel" (podcasts browse and the content home, spec 02): signed-in users, with the pod. */
export function CreateChannelButton() {
  const { t } = useTranslation();
  const session = useSession();
  const offline = useReachability() === 'offline';
  const [open, setOpen] = useState(false);
  if (!session?.profile) return null;
  return (
    <>
      <button
        type="button"
        className="button"
        disabled={offline}
        title={offline ? t('channels.needsPod') : undefined}
        onClick={() => setOpen(true)}
      >
        <Plus aria-hidden size={18} />
        {t('channels.create.open')}
      </button>
      <CreateChannelModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}
