import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  LIBRARY_PRIVACY_LEVELS,
  useCreateLibrary,
  useDeleteLibrary,
  useUpdateLibrary,
  type Library,
  type LibraryPrivacyLevel,
} from '../../sync/libraries';
import { useReachability } from '../../sync/status';
import { addMessage } from '../messages/store';
import { podReasons } from '../messages/translate';
import { Modal } from '../widgets/Modal';
import './libraries.css';

/** The pod's messages of a refused save, as spec 02 lists them under the failure header. */
function podMessages(error: unknown): string[] {
  return podReasons(error);
}

/**
 * The library form (spec 02): name, description, visibility (no followers level for libraries).
 * Without a library it creates one and opens it; with one it updates it and offers Delete, which
 * asks first. Saving needs the pod: offline, the buttons are disabled with a note. `heading` 1 when
 * the form is the whole screen (its title is then the screen's one h1).
 */
export function LibraryForm({ library, heading = 2 }: { library?: Library; heading?: 1 | 2 }) {
  const Heading = heading === 1 ? 'h1' : 'h2';
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formId = useId();
  const offline = useReachability() === 'offline';
  const [name, setName] = useState(library?.name ?? '');
  const [description, setDescription] = useState(library?.description ?? '');
  const [privacy, setPrivacy] = useState<LibraryPrivacyLevel>(
    (LIBRARY_PRIVACY_LEVELS as readonly string[]).includes(library?.privacyLevel ?? '')
      ? (library?.privacyLevel as LibraryPrivacyLevel)
      : 'me',
  );
  const [errors, setErrors] = useState<string[] | null>(null);
  const [confirming, setConfirming] = useState(false);
  const create = useCreateLibrary();
  const update = useUpdateLibrary(library?.uuid ?? '');
  const remove = useDeleteLibrary(library?.uuid ?? '');
  const busy = create.isPending || update.isPending || remove.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors(null);
    const input = { name: name.trim(), description: description.trim(), privacy_level: privacy };
    try {
      if (library) {
        await update.mutateAsync(input);
        addMessage({ content: t('libraries.form.updated') });
      } else {
        const made = await create.mutateAsync(input);
        addMessage({ content: t('libraries.form.created') });
        void navigate(`/library/${made.uuid}`);
      }
    } catch (error) {
      setErrors(podMessages(error));
    }
  };

  const destroy = async () => {
    setConfirming(false);
    try {
      await remove.mutateAsync();
      addMessage({ content: t('libraries.form.deleted') });
      void navigate('/content/libraries');
    } catch (error) {
      setErrors(podMessages(error));
    }
  };

  return (
    <form className="library-form" aria-labelledby={`${formId}-title`} onSubmit={(event) => void submit(event)}>
      <Heading id={`${formId}-title`}>{library ? t('libraries.page.edit') : t('libraries.form.createTitle')}</Heading>
      {errors && (
        <div className="state state--error" role="alert">
          <p className="library-form__error">{t('libraries.form.failed')}</p>
          {errors.length > 0 && (
            <ul>
              {errors.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <label className="field">
        <span>{t('libraries.form.name')}</span>
        <input
          required
          maxLength={100}
          value={name}
          placeholder={t('libraries.form.namePlaceholder')}
          onChange={(event) => setName(event.target.value)}
        />
      </label>
      <label className="field">
        <span>{t('libraries.form.description')}</span>
        <textarea
          rows={3}
          maxLength={5000}
          value={description}
          placeholder={t('libraries.form.descriptionPlaceholder')}
          onChange={(event) => setDescription(event.target.value)}
        />
      </label>
      <label className="field">
        <span>{t('libraries.form.visibility')}</span>
        <select
          value={privacy}
          aria-describedby={`${formId}-visibility`}
          onChange={(event) => setPrivacy(event.target.value as LibraryPrivacyLevel)}
        >
          {LIBRARY_PRIVACY_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t(`libraries.form.levels.${level}`)}
            </option>
          ))}
        </select>
        <small id={`${formId}-visibility`} className="muted">
          {t('libraries.form.visibilityHelp')}
        </small>
      </label>
      {offline && <p className="state state--notice">{t('libraries.form.needsPod')}</p>}
      <div className="toolbar">
        <button type="submit" className="button button--primary" disabled={busy || offline}>
          {library ? t('libraries.form.update') : t('libraries.form.create')}
        </button>
        {library && (
          <button
            type="button"
            className="button button--danger"
            disabled={busy || offline}
            onClick={() => setConfirming(true)}
          >
            {t('libraries.form.delete')}
          </button>
        )}
      </div>
      <Modal
        open={confirming}
        onOpenChange={setConfirming}
        title={t('libraries.form.deleteTitle')}
        actions={
          <>
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              {t('libraries.form.deleteKeep')}
            </button>
            <button type="button" className="button button--danger" onClick={() => void destroy()}>
              {t('libraries.form.delete')}
            </button>
          </>
        }
      >
        <p>{t('libraries.form.deleteConfirm')}</p>
      </Modal>
    </form>
  );
}
