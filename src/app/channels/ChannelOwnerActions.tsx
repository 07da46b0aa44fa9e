import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Pencil, Plus, Trash2, Upload } from '../icons';
import { useDeleteChannel, type Channel } from '../../sync/channels';
import { useReachability } from '../../sync/status';
import { addMessage } from '../messages/store';
import { Modal } from '../widgets/Modal';
import { EditChannelModal } from './ChannelFormModal';
import { SeriesModal } from './SeriesModal';

// The upload dialog and the uploader stay out of the channel page's chunk until Upload is pressed.
const ChannelUpload = lazy(async () => {
  const module = await import('./ChannelUpload');
  await module.uploaderReady;
  return { default: module.ChannelUpload };
});

type Open = 'upload' | 'edit' | 'series' | 'delete' | null;

/** The owner's Upload, Edit, series/album and Delete (asked first). They need the pod. */
export function ChannelOwnerActions({ channel }: { channel: Channel }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const offline = useReachability() === 'offline';
  const [open, setOpen] = useState<Open>(null);
  const [failed, setFailed] = useState(false);
  const remove = useDeleteChannel(channel.uuid);
  const podcast = channel.artist.contentCategory === 'podcast';
  const close = () => setOpen(null);
  const destroy = async () => {
    setFailed(false);
    try {
      await remove.mutateAsync();
      setOpen(null);
      addMessage({ content: t('channels.delete.done', { name: channel.artist.name }) });
      void navigate(podcast ? '/library/podcasts' : '/library/channels');
    } catch {
      setFailed(true);
    }
  };
  return (
    <>
      <button type="button" className="button button--primary" disabled={offline} onClick={() => setOpen('upload')}>
        <Upload aria-hidden size={18} />
        {t('channels.owner.upload')}
      </button>
      <button type="button" className="button" disabled={offline} onClick={() => setOpen('series')}>
        <Plus aria-hidden size={18} />
        {t(podcast ? 'channels.owner.addSeries' : 'channels.owner.addAlbum')}
      </button>
      <button type="button" className="button" disabled={offline} onClick={() => setOpen('edit')}>
        <Pencil aria-hidden size={18} />
        {t('channels.owner.edit')}
      </button>
      <button type="button" className="button button--danger" disabled={offline} onClick={() => setOpen('delete')}>
        <Trash2 aria-hidden size={18} />
        {t('channels.owner.delete')}
      </button>
      {offline && <p className="muted channel-owner__note">{t('channels.needsPod')}</p>}
      {open === 'upload' && (
        <Suspense fallback={null}>
          <ChannelUpload channel={channel} onClose={close} />
        </Suspense>
      )}
      <EditChannelModal channel={channel} open={open === 'edit'} onClose={close} />
      <SeriesModal channel={channel} open={open === 'series'} onClose={close} />
      <Modal
        open={open === 'delete'}
        onOpenChange={(next) => !next && close()}
        title={t('channels.delete.title')}
        actions={
          <>
            <button type="button" className="button" onClick={close}>
              {t('channels.delete.keep')}
            </button>
            <button
              type="button"
              className="button button--danger"
              disabled={offline || remove.isPending}
              onClick={() => void destroy()}
            >
              {t('channels.delete.confirm')}
            </button>
          </>
        }
      >
        <p>{t('channels.delete.text', { name: channel.artist.name })}</p>
        {failed && (
          <p className="state state--error" role="alert">
            {t('channels.delete.failed')}
          </p>
        )}
      </Modal>
    </>
  );
}
