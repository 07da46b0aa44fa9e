import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  ALLOWED_EXTENSIONS,
  newUploadGroup,
  publishUploadGroup,
  queueUploadFiles,
  setCurrentUploadGroup,
  useQuota,
  type UploadGroup,
} from '../../sync/uploads';
import { useLibraries } from '../../sync/libraries';
import { addMessage } from '../messages/store';
import { formatSize } from '../format/size';
import { ChannelUploadBody } from './ChannelUploadBody';
import { FilePicker } from './FilePicker';
import { GroupCard, warmDateFormat } from './GroupCard';
import { useMyUploads } from './useMyUploads';
import { uploadFromState } from './UploadBackLink';
import { UploadStepsActions, UploadStepsHead, type UploadStep } from './UploadSteps';

/** The quota's unit (users/me quota_status), as the pod counts it. */
const MB = 1000 * 1000;
/** How long choosing files waits for fresh quota figures before it uses the ones it has. */
const QUOTA_WAIT_MS = 3000;

/** The upload modal (spec 01 section 2): steps files, details (the target library) and publish. */
type Target = { uuid: string; name: string };

/**
 * `library`: the library chosen at first (lib18: the library page's Upload tab), listed even before the pod lists it.
 * `channel` (pub19): publish into a channel (its uuid or `name@domain`; '' lets the user choose one of theirs).
 */
export function UploadModal({
  open,
  onClose,
  library,
  channel,
}: {
  open: boolean;
  onClose: () => void;
  library?: Target;
  channel?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="upload-modal"
      aria-labelledby="upload-modal-title"
      onClose={onClose}
      onCancel={onClose}
    >
      {open &&
        (channel === undefined ? (
          <ModalBody onClose={onClose} initialLibrary={library} />
        ) : (
          <ChannelUploadBody onClose={onClose} initialChannel={channel} />
        ))}
    </dialog>
  );
}

function ModalBody({ onClose, initialLibrary }: { onClose: () => void; initialLibrary?: Target }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [step, setStep] = useState<UploadStep>('files');
  const [group, setGroup] = useState<UploadGroup | null>(null);
  const [library, setLibrary] = useState(initialLibrary?.uuid ?? '');
  const queue = useMyUploads();
  const libraries = useLibraries({ scope: 'me', page_size: 50 });
  // What is left of the quota (MB): a larger file is refused at once, before it is queued.
  const quota = useQuota();
  const refreshQuota = quota.refetch;
  // Fresh figures each time the dialog opens: the quota may have changed since they were kept.
  useEffect(() => void refreshQuota(), [refreshQuota]);
  const mine = useMemo(() => {
    const listed: Target[] = libraries.data?.results ?? [];
    return initialLibrary && !listed.some((item) => item.uuid === initialLibrary.uuid)
      ? [initialLibrary, ...listed]
      : listed;
  }, [libraries.data, initialLibrary]);

  // A new group each time the modal opens; when it closes, that group stops being the current one
  // (and goes if nothing was added to it).
  const making = useRef<Promise<UploadGroup | null> | null>(null);
  useEffect(() => {
    const promise = newUploadGroup();
    making.current = promise;
    void promise.then(setGroup);
    return () => {
      void promise.then((made) => (made ? setCurrentUploadGroup(null) : undefined));
    };
  }, []);

  useEffect(warmDateFormat, []);

  useEffect(() => {
    if (library === '' && mine[0]) setLibrary(mine[0].uuid);
  }, [library, mine]);

  const files = queue?.uploads.filter((upload) => upload.groupId === group?.id) ?? [];
  // The list of files is rendered in renders that yield to the page: hundreds of rows (and the first
  // date formatted, which loads the locale's data) would otherwise be one long task.
  const shown = useDeferredValue(queue);
  const shownFiles = shown?.uploads.filter((upload) => upload.groupId === group?.id) ?? [];
  const live = shown?.groups.find((item) => item.id === group?.id) ?? group;
  const sendable = files.filter((upload) => upload.state !== 'errored');
  const missing = files.filter((upload) => upload.failReason === 'missing-tags').length;
  const reading = files.some((upload) => !upload.tagsRead);
  const target = mine.find((item) => item.uuid === library);

  const onFiles = async (chosen: File[]) => {
    // Files chosen at once, before the group is made, wait for it.
    const target = group ?? (await making.current);
    if (!target || chosen.length === 0) return;
    // The figures as they are now (they may have changed since the dialog opened), unless the pod is slow to say.
    const figures = await Promise.race([
      refreshQuota().then((result) => result.data ?? quota.data),
      new Promise<typeof quota.data>((resolve) => setTimeout(() => resolve(quota.data), QUOTA_WAIT_MS)),
    ]);
    const remaining = figures?.remaining ?? null;
    const remainingBytes = remaining === null ? null : Math.max(0, remaining) * MB;
    const { refused, tooBig } = await queueUploadFiles(target.id, chosen, remainingBytes);
    for (const name of refused)
      addMessage({ content: t('uploads.invalidType', { name, formats: ALLOWED_EXTENSIONS.join(', ') }), error: true });
    for (const name of tooBig)
      addMessage({
        content: t('importStatus.tooltips.size', { name, left: formatSize(remainingBytes) ?? '0' }),
        error: true,
      });
  };

  const publish = async () => {
    if (!group || !target) return;
    await publishUploadGroup(group.id, { uuid: target.uuid, name: target.name });
    onClose();
    // polish29: opened on a library's page, the upload screens lead to the library the files went
    // into; opened on /upload, to where that led.
    const from = initialLibrary
      ? uploadFromState({ to: `/library/${target.uuid}`, name: target.name })
      : (location.state as unknown);
    void navigate('/upload/running', { state: from });
  };

  return (
    <div className="upload-modal__inner">
      <UploadStepsHead title={t('uploads.modal.title')} step={step} onClose={onClose} />
      <div className="upload-modal__body">
        {step === 'files' && (
          <>
            <FilePicker className="upload-modal__pick" onFiles={onFiles} />
            <p className="muted">{t('uploads.formats', { formats: ALLOWED_EXTENSIONS.join(', ') })}</p>
            {shownFiles.length === 0 ? (
              <p className="muted">{t('uploads.modal.noFiles')}</p>
            ) : (
              live && <GroupCard group={live} uploads={shownFiles} />
            )}
          </>
        )}
        {step === 'details' && (
          <>
            {mine.length === 0 && !libraries.isLoading ? (
              <p className="state state--notice">
                {t('uploads.modal.noLibrary')}{' '}
                <Link to="/content/libraries/create" onClick={onClose}>
                  {t('libraries.mine.create')}
                </Link>
              </p>
            ) : (
              <label className="field">
                <span>{t('uploads.modal.library')}</span>
                <select value={library} onChange={(event) => setLibrary(event.target.value)}>
                  {mine.map((item) => (
                    <option key={item.uuid} value={item.uuid}>
                      {item.name}
                    </option>
                  ))}
                </select>
              </label>
            )}
          </>
        )}
        {step === 'publish' && (
          <>
            <p>{t('uploads.modal.summary', { count: sendable.length, library: target?.name ?? '' })}</p>
            {missing > 0 && (
              <p className="state state--notice">{t('uploads.modal.missingTagsNote', { count: missing })}</p>
            )}
            {reading && <p className="muted">{t('uploads.modal.readingTags')}</p>}
          </>
        )}
      </div>
      <UploadStepsActions
        step={step}
        onStep={setStep}
        nextDisabled={step === 'files' ? files.length === 0 : !target}
        final={{
          label: t('uploads.modal.publishButton'),
          disabled: !target || sendable.length === 0,
          onPress: () => void publish(),
        }}
      />
    </div>
  );
}
