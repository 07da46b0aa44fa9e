import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ALLOWED_EXTENSIONS,
  defaultDraft,
  draftProblems,
  keepChannelDrafts,
  newUploadGroup,
  publishChannelUploads,
  queueUploadFiles,
  setCurrentUploadGroup,
  type ChannelDraft,
  type UploadGroup,
} from '../../sync/uploads';
import { useChannels } from '../../sync/channels';
import { useAlbums } from '../../sync/catalogue';
import type { UiText } from '../../sync/core';
import { useReachability } from '../../sync/status';
import { addMessage } from '../messages/store';
import { translateUiText } from '../messages/translate';
import { DraftForm } from './DraftForm';
import { FilePicker } from './FilePicker';
import { GroupCard } from './GroupCard';
import { useMyUploads } from './useMyUploads';
import { UploadStepsActions, UploadStepsHead, type UploadStep } from './UploadSteps';

/**
 * The upload modal with a channel target (pub19): files (the channel and its series), details of each
 * draft, publish. Files are sent as drafts as soon as they are chosen (by the durable queue, so they
 * wait offline); publishing needs the pod.
 */
export function ChannelUploadBody({ onClose, initialChannel }: { onClose: () => void; initialChannel: string }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<UploadStep>('files');
  const [channelId, setChannelId] = useState(initialChannel);
  const [series, setSeries] = useState<number | null>(null);
  const [group, setGroup] = useState<UploadGroup | null>(null);
  const [edits, setEdits] = useState<Map<string, ChannelDraft>>(new Map());
  // dr19: what was typed stays on the device when the dialog closes before Publish (the Drafts list).
  const typed = useRef(edits);
  useEffect(() => {
    typed.current = edits;
  }, [edits]);
  useEffect(() => () => void (typed.current.size > 0 && keepChannelDrafts(typed.current)), []);
  const [publishing, setPublishing] = useState(false);
  const [failure, setFailure] = useState<UiText[] | null>(null);
  const reachability = useReachability();
  const queue = useMyUploads();
  const channels = useChannels({ scope: 'me', page_size: 50 });
  const mine = channels.data?.results ?? [];
  const channel = mine.find((item) => item.uuid === channelId || item.fullUsername === channelId) ?? null;
  const albums = useAlbums(
    { artist: channel?.artist.id ?? 0, include_channels: true, ordering: '-creation_date', page_size: 50 },
    { enabled: channel !== null },
  );
  const seriesList = channel ? (albums.data?.results ?? []) : [];

  const first = mine[0]?.uuid;
  useEffect(() => {
    if (channelId === '' && first !== undefined) setChannelId(first);
  }, [channelId, first]);

  // The group is made with the first files (its channel is fixed from then on); it stops being the
  // current one when the modal closes.
  const making = useRef<Promise<UploadGroup | null> | null>(null);
  useEffect(
    () => () => {
      void making.current?.then((made) => (made ? setCurrentUploadGroup(null) : undefined));
    },
    [],
  );

  const files = queue?.uploads.filter((upload) => upload.groupId === group?.id) ?? [];
  const live = queue?.groups.find((item) => item.id === group?.id) ?? group;
  const sendable = files.filter((upload) => upload.state !== 'errored');
  const drafts = sendable.map((upload) => ({ upload, draft: edits.get(upload.id) ?? defaultDraft(upload, series) }));
  const invalid = drafts.some(({ draft }) => draftProblems(draft).length > 0);
  const allSent = sendable.length > 0 && sendable.every((upload) => upload.guid !== null);
  const offline = reachability === 'offline';

  const onFiles = async (chosen: File[]) => {
    if (!channel || chosen.length === 0) return;
    making.current ??= newUploadGroup({ uuid: channel.uuid, name: channel.artist.name }).then((made) => {
      setGroup(made);
      return made;
    });
    const target = await making.current;
    if (!target) return;
    const { refused } = await queueUploadFiles(target.id, chosen);
    for (const name of refused)
      addMessage({ content: t('uploads.invalidType', { name, formats: ALLOWED_EXTENSIONS.join(', ') }), error: true });
  };

  const publish = async () => {
    if (!group || !channel) return;
    setPublishing(true);
    setFailure(null);
    const outcome = await publishChannelUploads(
      group.id,
      new Map(drafts.map(({ upload, draft }) => [upload.id, draft])),
    );
    setPublishing(false);
    if (outcome.ok) {
      addMessage({
        content: t('channelPublish.published', { count: outcome.published, channel: channel.artist.name }),
      });
      onClose();
      return;
    }
    setFailure(outcome.reason === 'refused' ? outcome.error.messages : []);
  };

  const canGoOn = step === 'files' ? channel !== null && sendable.length > 0 : !invalid;
  return (
    <div className="upload-modal__inner">
      <UploadStepsHead title={t('channelPublish.title')} step={step} onClose={onClose} />
      <div className="upload-modal__body">
        {step === 'files' && (
          <>
            {mine.length === 0 && !channels.isLoading ? (
              <p className="state state--notice">
                {t('channelPublish.noChannel')}{' '}
                <Link to="/library/podcasts" onClick={onClose}>
                  {t('channelPublish.createChannel')}
                </Link>
              </p>
            ) : (
              <div className="channel-upload__targets">
                <label className="field">
                  <span>{t('channelPublish.channel')}</span>
                  <select
                    value={channel?.uuid ?? ''}
                    disabled={group !== null}
                    onChange={(event) => {
                      setChannelId(event.target.value);
                      setSeries(null);
                    }}
                  >
                    {mine.map((item) => (
                      <option key={item.uuid} value={item.uuid}>
                        {item.artist.name}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="field">
                  <span>{t('channelPublish.series')}</span>
                  <select
                    value={series ?? ''}
                    onChange={(event) => setSeries(event.target.value === '' ? null : Number(event.target.value))}
                  >
                    <option value="">{t('channelPublish.noSeries')}</option>
                    {seriesList.map((album) => (
                      <option key={album.id} value={album.id}>
                        {album.title}
                      </option>
                    ))}
                  </select>
                </label>
              </div>
            )}
            <FilePicker className="upload-modal__pick" disabled={!channel} onFiles={onFiles} />
            <p className="muted">{t('uploads.formats', { formats: ALLOWED_EXTENSIONS.join(', ') })}</p>
            {files.length === 0 ? (
              <p className="muted">{t('uploads.modal.noFiles')}</p>
            ) : (
              live && <GroupCard group={live} uploads={files} />
            )}
          </>
        )}
        {step === 'details' && (
          <section aria-label={t('channelPublish.draftsTitle')} className="channel-drafts">
            {drafts.map(({ upload, draft }) => (
              <DraftForm
                key={upload.id}
                name={upload.name}
                draft={draft}
                series={seriesList}
                onChange={(next) => setEdits((current) => new Map(current).set(upload.id, next))}
              />
            ))}
          </section>
        )}
        {step === 'publish' && (
          <>
            <p>{t('channelPublish.summary', { count: sendable.length, channel: channel?.artist.name ?? '' })}</p>
            {offline ? (
              <p className="state state--notice">{t('channelPublish.offline')}</p>
            ) : (
              !allSent && <p className="muted">{t('channelPublish.sending')}</p>
            )}
            {failure !== null && (
              <div className="state state--error" role="alert">
                <p>{t('channelPublish.failed')}</p>
                {failure.map((text, at) => (
                  <p key={at}>{translateUiText(text)}</p>
                ))}
              </div>
            )}
          </>
        )}
      </div>
      <UploadStepsActions
        step={step}
        onStep={setStep}
        nextDisabled={!canGoOn}
        final={{
          label: publishing ? t('channelPublish.publishing') : t('channelPublish.publish'),
          disabled: offline || !allSent || invalid || publishing,
          onPress: () => void publish(),
        }}
      />
    </div>
  );
}
