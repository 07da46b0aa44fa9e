import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloudOff } from '../icons';
import { refreshProfile } from '../../sync/session';
import { useReachability } from '../../sync/status';
import { useSaveProfile, type Profile } from '../../sync/profiles';
import { addMessage } from '../messages/store';
import { podReasons } from '../messages/translate';
import { MarkdownEditor } from '../text/MarkdownEditor';
import { Avatar } from '../widgets/Avatar';
import { FormFailure } from '../widgets/FormFailure';

/** Images the pod keeps as avatars (it reads the bytes; these are the ones its media route serves). */
const AVATAR_TYPES = 'image/png,image/jpeg';

/**
 * One's own profile: display name, avatar, bio (spec 02: profile edit). Saved straight to the pod
 * (the avatar goes first as an attachment), so the form is disabled while the pod cannot be reached.
 */
export function ProfileEditForm({
  profile,
  fullUsername,
  onDone,
}: {
  profile: Profile;
  fullUsername: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveProfile();
  const offline = useReachability() === 'offline';
  const [name, setName] = useState(profile.actor.name ?? '');
  const [bio, setBio] = useState(profile.summary?.text ?? '');
  const [avatar, setAvatar] = useState<File | null | undefined>(undefined);
  const [errors, setErrors] = useState<string[]>([]);
  const username = profile.actor.preferredUsername ?? fullUsername.split('@')[0] ?? fullUsername;
  // No preview of a chosen file: a pod's front (CSP img-src) refuses blob: images; the input names it.
  const shown = avatar === null ? null : (profile.icon?.urls ?? null);

  const submit = async () => {
    setErrors([]);
    try {
      await save.mutateAsync({
        username,
        fullUsername,
        name: name.trim(),
        bio,
        avatar: avatar === undefined ? undefined : avatar && { file: avatar, name: avatar.name },
      });
    } catch (error) {
      const messages = podReasons(error);
      setErrors(messages);
      return;
    }
    addMessage({ content: t('profiles.saved') });
    // The sidebar shows the name and avatar of the stored session: read them again.
    void refreshProfile();
    onDone();
  };

  return (
    <form
      className="profile-edit form-card"
      aria-label={t('profiles.editForm')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {offline && (
        <p className="state state--notice" role="status">
          <CloudOff aria-hidden size={16} /> {t('profiles.offline')}
        </p>
      )}
      <FormFailure title={t('profiles.saveFailed')} messages={errors} failed={save.isError} />
      <fieldset disabled={offline || save.isPending} className="profile-edit profile-edit__fields">
        <label className="field">
          <span>{t('profiles.displayName')}</span>
          <input value={name} maxLength={255} onChange={(event) => setName(event.target.value)} />
        </label>
        <div className="profile-edit__avatar">
          <Avatar name={username} seed={fullUsername} urls={shown} size={64} />
          <label className="field">
            <span>{t('profiles.avatar')}</span>
            <input
              type="file"
              accept={AVATAR_TYPES}
              onChange={(event) => setAvatar(event.target.files?.[0] ?? undefined)}
            />
          </label>
          {(profile.icon || avatar) && (
            <button type="button" className="button" onClick={() => setAvatar(null)}>
              {t('profiles.removeAvatar')}
            </button>
          )}
        </div>
        <MarkdownEditor value={bio} onChange={setBio} label={t('profiles.bio')} rows={4} />
        <div className="toolbar">
          <button type="submit" className="button button--primary">
            {t('profiles.save')}
          </button>
          <button type="button" className="button" onClick={onDone}>
            {t('profiles.cancel')}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
