import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateSeries, type Channel } from '../../sync/channels';
import { useReachability } from '../../sync/status';
import { addMessage } from '../messages/store';
import { podReasons } from '../messages/translate';
import { Modal } from '../widgets/Modal';
import { parseTags } from './channel-form';
import { SaveErrors } from './ChannelFormModal';
import { PictureField } from './PictureField';

/** The album/series modal (spec 01 section 2): title, release date, cover, tags, description. */
export function SeriesModal({ channel, open, onClose }: { channel: Channel; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const offline = useReachability() === 'offline';
  const podcast = channel.artist.contentCategory === 'podcast';
  const [title, setTitle] = useState('');
  const [releaseDate, setReleaseDate] = useState('');
  const [tags, setTags] = useState('');
  const [description, setDescription] = useState('');
  const [cover, setCover] = useState<{ uuid: string; url: string | null } | null>(null);
  const [errors, setErrors] = useState<string[] | null>(null);
  const create = useCreateSeries();
  const close = () => {
    setTitle('');
    setReleaseDate('');
    setTags('');
    setDescription('');
    setCover(null);
    setErrors(null);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors(null);
    try {
      await create.mutateAsync({
        title: title.trim(),
        artist: channel.artist.id,
        release_date: releaseDate || null,
        tags: parseTags(tags),
        description: description.trim() ? { text: description.trim(), content_type: 'text/markdown' } : null,
        cover: cover?.uuid ?? null,
      });
      addMessage({ content: t(podcast ? 'channels.series.createdSeries' : 'channels.series.createdAlbum') });
      close();
    } catch (error) {
      setErrors(podReasons(error));
    }
  };
  const heading = t(podcast ? 'channels.series.titleSeries' : 'channels.series.titleAlbum');
  return (
    <Modal open={open} onOpenChange={(next) => !next && close()} title={heading} className="channel-modal">
      <form className="channel-form" aria-label={heading} onSubmit={(e) => void submit(e)}>
        <label className="field">
          <span>{t('channels.series.name')}</span>
          <input required maxLength={255} value={title} onChange={(event) => setTitle(event.target.value)} />
        </label>
        <label className="field">
          <span>{t('channels.series.releaseDate')}</span>
          <input type="date" value={releaseDate} onChange={(event) => setReleaseDate(event.target.value)} />
        </label>
        <PictureField label={t('channels.series.cover')} value={cover} onChange={setCover} />
        <label className="field">
          <span>{t('channels.form.tags')}</span>
          <input
            value={tags}
            placeholder={t('channels.form.tagsPlaceholder')}
            onChange={(e) => setTags(e.target.value)}
          />
        </label>
        <label className="field">
          <span>{t('channels.form.description')}</span>
          <textarea rows={3} value={description} onChange={(event) => setDescription(event.target.value)} />
        </label>
        <SaveErrors errors={errors} title={t('channels.series.failed')} />
        {offline && <p className="state state--notice">{t('channels.needsPod')}</p>}
        <div className="toolbar">
          <button type="button" className="button" onClick={close}>
            {t('channels.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={offline || create.isPending}>
            {t('channels.series.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
