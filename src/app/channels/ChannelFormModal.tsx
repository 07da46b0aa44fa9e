import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Mic, Music } from '../icons';
import { useSession } from '../../db/session';
import { useCreateChannel, useUpdateChannel, type Channel } from '../../sync/channels';
import { useReachability } from '../../sync/status';
import { addMessage } from '../messages/store';
import { podReasons } from '../messages/translate';
import { instanceDomainOf } from '../profiles/handle';
import { Modal } from '../widgets/Modal';
import { ChannelFields } from './ChannelFields';
import {
  emptyForm,
  formOf,
  toChannelInput,
  type ChannelFormState,
  type ChannelKind,
  type CreateStep,
} from './channel-form';
import { channelPath } from './channel-path';
import './channels.css';

/** The pod's field messages of a refused save, flattened (spec 01 section 5). */
function podMessages(error: unknown): string[] {
  return podReasons(error);
}

export function SaveErrors({ errors, title }: { errors: string[] | null; title: string }) {
  const box = useRef<HTMLDivElement>(null);
  // On a phone the pod's reasons can fall below the dialog's fold: each new refusal is scrolled into view.
  useEffect(() => {
    if (errors !== null) box.current?.scrollIntoView({ block: 'nearest' });
  }, [errors]);
  if (errors === null) return null;
  return (
    <div className="state state--error" role="alert" ref={box}>
      <p className="channel-form__error">{title}</p>
      {errors.length > 0 && (
        <ul>
          {errors.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

function useFormState(initial: ChannelFormState) {
  const [form, setForm] = useState(initial);
  return [form, (change: Partial<ChannelFormState>) => setForm((old) => ({ ...old, ...change })), setForm] as const;
}

/**
 * Channel creation in steps (issue 19): the kind (artist discography or podcast), the details, then
 * the new channel's page. Saving needs the pod: offline the button is disabled with a note.
 */
export function CreateChannelModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const offline = useReachability() === 'offline';
  const [step, setStep] = useState<CreateStep>('kind');
  const [form, change, setForm] = useFormState(emptyForm('podcast'));
  const [errors, setErrors] = useState<string[] | null>(null);
  const create = useCreateChannel();

  const close = () => {
    setStep('kind');
    setForm(emptyForm('podcast'));
    setErrors(null);
    onClose();
  };
  const choose = (kind: ChannelKind) => {
    setForm(emptyForm(kind));
    setStep('details');
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors(null);
    try {
      const channel = await create.mutateAsync(toChannelInput(form, 'create'));
      addMessage({ content: t('channels.form.created') });
      close();
      void navigate(channelPath(channel));
    } catch (error) {
      setErrors(podMessages(error));
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && close()}
      title={t('channels.create.title')}
      className="channel-modal"
    >
      <ol className="channel-steps" aria-label={t('channels.create.steps')}>
        {(['kind', 'details', 'page'] as const).map((name, index) => (
          <li key={name} aria-current={name === step ? 'step' : undefined}>
            {index + 1}. {t(`channels.create.step.${name}`)}
          </li>
        ))}
      </ol>
      {/* g19: said from the first step, before anything is typed. */}
      {offline && step === 'kind' && <p className="state state--notice">{t('channels.needsPod')}</p>}
      {step === 'kind' ? (
        <div className="channel-kinds" role="group" aria-label={t('channels.create.kindLabel')}>
          <button type="button" className="channel-kind" onClick={() => choose('artist')}>
            <Music aria-hidden size={28} />
            <strong>{t('channels.create.artist')}</strong>
            <span className="muted">{t('channels.create.artistText')}</span>
          </button>
          <button type="button" className="channel-kind" onClick={() => choose('podcast')}>
            <Mic aria-hidden size={28} />
            <strong>{t('channels.create.podcast')}</strong>
            <span className="muted">{t('channels.create.podcastText')}</span>
          </button>
        </div>
      ) : (
        <form className="channel-form" aria-label={t('channels.create.details')} onSubmit={(e) => void submit(e)}>
          <ChannelFields
            mode="create"
            form={form}
            onChange={change}
            domain={instanceDomainOf(session?.instanceUrl ?? null)}
          />
          {/* Beside the button that was pressed: the top of a long form is scrolled out of sight. */}
          <SaveErrors errors={errors} title={t('channels.form.failed')} />
          {offline && <p className="state state--notice">{t('channels.needsPod')}</p>}
          <div className="toolbar">
            <button type="button" className="button" onClick={() => setStep('kind')}>
              {t('channels.create.back')}
            </button>
            <button type="submit" className="button button--primary" disabled={offline || create.isPending}>
              {t('channels.create.submit')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}

/** Editing a channel: the same details, the handle read-only. */
export function EditChannelModal({ channel, open, onClose }: { channel: Channel; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const offline = useReachability() === 'offline';
  const [form, change, setForm] = useFormState(formOf(channel));
  const [errors, setErrors] = useState<string[] | null>(null);
  const update = useUpdateChannel(channel.uuid);
  const close = () => {
    setForm(formOf(channel));
    setErrors(null);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors(null);
    try {
      await update.mutateAsync(toChannelInput(form, 'edit'));
      addMessage({ content: t('channels.form.updated') });
      onClose();
    } catch (error) {
      setErrors(podMessages(error));
    }
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && close()}
      title={t('channels.edit.title')}
      className="channel-modal"
    >
      <form className="channel-form" aria-label={t('channels.edit.title')} onSubmit={(e) => void submit(e)}>
        <SaveErrors errors={errors} title={t('channels.form.failed')} />
        <ChannelFields
          mode="edit"
          form={form}
          onChange={change}
          domain={instanceDomainOf(session?.instanceUrl ?? null)}
        />
        {offline && <p className="state state--notice">{t('channels.needsPod')}</p>}
        <div className="toolbar">
          <button type="button" className="button" onClick={close}>
            {t('channels.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={offline || update.isPending}>
            {t('channels.edit.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
