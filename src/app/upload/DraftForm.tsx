import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReachability } from '../../sync/status';
import { CHANNEL_LICENSES, draftProblems, parseDraftTags, type ChannelDraft } from '../../sync/uploads';
import { PictureField } from '../channels/PictureField';

/** The details of one draft of a channel upload (pub19): a real pod's `import_metadata` fields. */
export function DraftForm({
  name,
  draft,
  series,
  onChange,
}: {
  name: string;
  draft: ChannelDraft;
  series: readonly { id: number; title: string }[];
  onChange: (draft: ChannelDraft) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  // Tags are typed as one text; the list is what is kept.
  const [tagText, setTagText] = useState(draft.tags.join(', '));
  const problems = draftProblems(draft);
  const set = (change: Partial<ChannelDraft>) => onChange({ ...draft, ...change });
  // The cover is sent as an attachment at once (the pod's `import_metadata.cover` is its uuid).
  const offline = useReachability() === 'offline';
  return (
    <fieldset className="channel-draft" aria-labelledby={`${id}-legend`}>
      <legend id={`${id}-legend`}>{t('channelPublish.draftOf', { name })}</legend>
      <label className="field">
        <span>{t('channelPublish.fields.title')}</span>
        <input value={draft.title} required maxLength={500} onChange={(event) => set({ title: event.target.value })} />
      </label>
      <div className="channel-draft__row">
        <label className="field">
          <span>{t('channelPublish.fields.series')}</span>
          <select
            value={draft.album ?? ''}
            onChange={(event) => set({ album: event.target.value === '' ? null : Number(event.target.value) })}
          >
            <option value="">{t('channelPublish.noSeries')}</option>
            {series.map((album) => (
              <option key={album.id} value={album.id}>
                {album.title}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('channelPublish.fields.position')}</span>
          <input
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            value={draft.position ?? ''}
            onChange={(event) => set({ position: event.target.value === '' ? null : Number(event.target.value) })}
          />
        </label>
      </div>
      <label className="field">
        <span>{t('channelPublish.fields.description')}</span>
        <textarea value={draft.description} rows={3} onChange={(event) => set({ description: event.target.value })} />
      </label>
      <label className="field">
        <span>{t('channelPublish.fields.tags')}</span>
        <input
          value={tagText}
          onChange={(event) => {
            setTagText(event.target.value);
            set({ tags: parseDraftTags(event.target.value) });
          }}
        />
      </label>
      <div className="channel-draft__row">
        <label className="field">
          <span>{t('channelPublish.fields.license')}</span>
          <select
            value={draft.license ?? ''}
            onChange={(event) => set({ license: event.target.value === '' ? null : event.target.value })}
          >
            <option value="">{t('channelPublish.fields.noLicense')}</option>
            {CHANNEL_LICENSES.map((code) => (
              <option key={code} value={code}>
                {code.toUpperCase()}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('channelPublish.fields.copyright')}</span>
          <input value={draft.copyright} onChange={(event) => set({ copyright: event.target.value })} />
        </label>
      </div>
      <PictureField
        label={t('channels.series.cover')}
        value={draft.cover ?? null}
        onChange={(cover) => set({ cover })}
        disabled={offline}
      />
      {problems.length > 0 && (
        <ul className="channel-draft__problems" role="alert">
          {problems.map((problem) => (
            <li key={problem}>{t(`channelPublish.errors.${problem}`)}</li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
