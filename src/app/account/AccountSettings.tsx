// account24: the account part of settings (spec 01 section 2, `settings`): language, password change,
// and the Subsonic password when the pod offers Subsonic. Reads what is known offline; every write but
// the device's language needs the pod, and the section says so.

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloudOff } from '../icons';
import { useSession } from '../../db/session';
import {
  useChangePassword,
  useDeleteSubsonicToken,
  useGenerateSubsonicToken,
  useSubsonicToken,
} from '../../sync/account';
import { useInstanceSettingsOrDefaults } from '../../sync/instance';
import { useReachability } from '../../sync/status';
import { LanguageOptions } from '../i18n/LanguageOptions';
import { podReasons } from '../messages/translate';
import { LanguageUnavailableError } from '../i18n/setup'; // sweep25
import { chooseLanguage, type LanguageSaved } from '../preferences';
import { FormFailure } from '../widgets/FormFailure';
import { PodAddressHint } from '../widgets/PodAddressHint';
import './account.css';

function OfflineNotice({ text }: { text: string }) {
  return (
    <p className="state state--notice" role="status">
      <CloudOff aria-hidden size={16} /> {text}
    </p>
  );
}

function LanguageSection({ offline }: { offline: boolean }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [saved, setSaved] = useState<LanguageSaved | null>(null);
  const [failure, setFailure] = useState<{ messages: string[] } | null>(null);

  const choose = async (code: string) => {
    setSaved(null);
    setFailure(null);
    try {
      setSaved(await chooseLanguage(code));
    } catch (error) {
      // sweep25: offline, a language never loaded on this device (nothing was stored or changed).
      if (error instanceof LanguageUnavailableError)
        setFailure({ messages: [t('sweep25Language.unavailableOffline')] });
      else setFailure({ messages: podReasons(error) });
    }
  };

  return (
    <section className="section account-settings__part" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('account24Language.title')}</h2>
      {offline && <OfflineNotice text={t('account24Language.offline')} />}
      <label className="field">
        <span>{t('account24Language.label')}</span>
        <select
          value={i18n.language}
          aria-describedby={`${id}-help`}
          onChange={(event) => void choose(event.target.value)}
        >
          <LanguageOptions current={i18n.language} />
        </select>
      </label>
      <p id={`${id}-help`} className="muted">
        {t('account24Language.help')}
      </p>
      <FormFailure title={t('account24Language.failed')} messages={failure?.messages ?? []} failed={failure !== null} />
      {saved && (
        <p role="status">{saved === 'account' ? t('account24Language.saved') : t('account24Language.savedDevice')}</p>
      )}
    </section>
  );
}

function PasswordSection({ offline }: { offline: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const change = useChangePassword();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword1, setNewPassword1] = useState('');
  const [newPassword2, setNewPassword2] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [done, setDone] = useState(false);

  const submit = async () => {
    setErrors([]);
    setDone(false);
    try {
      await change.mutateAsync({ oldPassword, newPassword1, newPassword2 });
    } catch (error) {
      setErrors(podReasons(error));
      return;
    }
    setOldPassword('');
    setNewPassword1('');
    setNewPassword2('');
    setDone(true);
  };

  return (
    <section className="section account-settings__part" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('account24Password.title')}</h2>
      {offline && <OfflineNotice text={t('account24Password.offline')} />}
      <p className="muted">{t('account24Password.help')}</p>
      <FormFailure title={t('account24Password.failed')} messages={errors} failed={change.isError} />
      {done && <p role="status">{t('account24Password.done')}</p>}
      <form
        className="account-settings__form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label className="field">
          <span>{t('account24Password.old')}</span>
          <input
            type="password"
            required
            autoComplete="current-password"
            value={oldPassword}
            onChange={(event) => setOldPassword(event.target.value)}
          />
        </label>
        <label className="field">
          <span>{t('account24Password.new1')}</span>
          <input
            type="password"
            required
            autoComplete="new-password"
            value={newPassword1}
            onChange={(event) => setNewPassword1(event.target.value)}
          />
        </label>
        <label className="field">
          <span>{t('account24Password.new2')}</span>
          <input
            type="password"
            required
            autoComplete="new-password"
            value={newPassword2}
            onChange={(event) => setNewPassword2(event.target.value)}
          />
        </label>
        <button type="submit" className="button button--primary" disabled={offline || change.isPending}>
          {change.isPending ? t('account24Password.submitting') : t('account24Password.submit')}
        </button>
      </form>
    </section>
  );
}

function SubsonicSection({ offline, username }: { offline: boolean; username: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const token = useSubsonicToken(username, revealed);
  const generate = useGenerateSubsonicToken(username);
  const remove = useDeleteSubsonicToken(username);
  const [note, setNote] = useState<string | null>(null);
  const failedWrite = generate.error ?? remove.error;
  const error = failedWrite ?? token.error;
  const known = token.data !== undefined;
  const value = token.data ?? null;

  const run = async (action: 'generate' | 'delete') => {
    setNote(null);
    generate.reset();
    remove.reset();
    try {
      if (action === 'generate') await generate.mutateAsync();
      else await remove.mutateAsync();
    } catch {
      return;
    }
    setRevealed(true);
    setNote(action === 'generate' ? t('account24Subsonic.generated') : t('account24Subsonic.deleted'));
  };

  return (
    <section className="section account-settings__part" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('account24Subsonic.title')}</h2>
      {offline && <OfflineNotice text={t('account24Subsonic.offline')} />}
      <p className="muted">{t('account24Subsonic.help')}</p>
      <PodAddressHint error={error} />
      <FormFailure
        title={t('account24Subsonic.failed')}
        messages={podReasons(error)}
        failed={error !== null && !(error instanceof Error && error.name === 'AbortError')}
      />
      {note && <p role="status">{note}</p>}
      {known &&
        (value === null ? (
          <p>{t('account24Subsonic.none')}</p>
        ) : (
          <label className="field">
            <span>{t('account24Subsonic.password')}</span>
            <input
              readOnly
              value={value}
              className="account-settings__token"
              onFocus={(event) => event.target.select()}
            />
          </label>
        ))}
      <div className="account-settings__actions">
        {!known && (
          <button
            type="button"
            className="button"
            disabled={offline || token.isFetching}
            onClick={() => setRevealed(true)}
          >
            {token.isFetching ? t('account24Subsonic.revealing') : t('account24Subsonic.reveal')}
          </button>
        )}
        <button
          type="button"
          className="button"
          disabled={offline || generate.isPending || remove.isPending}
          onClick={() => void run('generate')}
        >
          {known && value === null ? t('account24Subsonic.generateFirst') : t('account24Subsonic.generate')}
        </button>
        {(!known || value !== null) && (
          <button
            type="button"
            className="button button--danger"
            disabled={offline || generate.isPending || remove.isPending}
            onClick={() => void run('delete')}
          >
            {t('account24Subsonic.delete')}
          </button>
        )}
      </div>
    </section>
  );
}

/** Language, password change and (when the pod offers it) the Subsonic password. */
export function AccountSettings() {
  const profile = useSession()?.profile ?? null;
  const offline = useReachability() === 'offline';
  const subsonicEnabled = useInstanceSettingsOrDefaults().subsonic.enabled;
  return (
    <>
      <LanguageSection offline={offline} />
      {profile && <PasswordSection offline={offline} />}
      {profile && subsonicEnabled && <SubsonicSection offline={offline} username={profile.username} />}
    </>
  );
}
