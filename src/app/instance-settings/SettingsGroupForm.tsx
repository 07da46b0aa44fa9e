import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloudOff } from '../icons';
import {
  groupChanges,
  readSignupForm,
  toInput,
  useSaveSettings,
  type AdminSetting,
  type SettingsGroup,
} from '../../sync/instance-settings';
import { useReachability } from '../../sync/status';
import { addMessage } from '../messages/store';
import { podReasons } from '../messages/translate';
import { FormFailure } from '../widgets/FormFailure';
import { PodAddressHint } from '../widgets/PodAddressHint';
import { useFormDraft } from '../widgets/useFormDraft';
import { SettingInput } from './SettingInput';

type Edits = Record<string, unknown>;

const EMPTY: Edits = {};

/** A kept draft is an object of inputs; the sign-up form's is read again so an old shape cannot break it. */
function parseEdits(value: unknown): Edits | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const edits = { ...(value as Edits) };
  if ('moderation__signup_form_customization' in edits) {
    const kept = edits.moderation__signup_form_customization as { helpText?: unknown; fields?: unknown };
    edits.moderation__signup_form_customization = readSignupForm({
      help_text: { text: kept?.helpText },
      fields: Array.isArray(kept?.fields)
        ? kept.fields.map((field: { label?: unknown; inputType?: unknown; required?: unknown }) => ({
            label: field.label,
            input_type: field.inputType,
            required: field.required,
          }))
        : [],
    });
  }
  return edits;
}

/**
 * One group of the instance settings: its inputs and a Save that sends what changed (`bulk/`, all
 * or nothing). What was typed stays on the device until the pod has taken it.
 */
export function SettingsGroupForm({ group }: { group: SettingsGroup }) {
  const { t } = useTranslation();
  const draft = useFormDraft<Edits>(`instance settings ${group.id}`, EMPTY, parseEdits);
  const save = useSaveSettings();
  const offline = useReachability() === 'offline';
  const [errors, setErrors] = useState<string[]>([]);
  const [failure, setFailure] = useState<unknown>(null);
  const changes = groupChanges(group.settings, draft.value);
  const changed = Object.keys(changes.values).length;
  const blocked = Object.keys(changes.problems).length > 0;
  const title = t(`settings23.groups.${group.id}`);
  const titleId = `settings-${group.id}-title`;

  const inputOf = (setting: AdminSetting) =>
    setting.identifier in draft.value ? draft.value[setting.identifier] : toInput(setting);

  const submit = async () => {
    if (changed === 0 || blocked) return;
    setErrors([]);
    setFailure(null);
    try {
      await save.mutateAsync(changes.values);
    } catch (error) {
      setErrors(podReasons(error));
      setFailure(error);
      return;
    }
    await draft.clear();
    addMessage({ content: t(`settings23.savedGroup.${group.id}`) });
  };

  return (
    <section id={`settings-${group.id}`} className="settings-group" aria-labelledby={titleId}>
      <h2 id={titleId} tabIndex={-1}>
        {title}
      </h2>
      <form
        aria-labelledby={titleId}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <PodAddressHint error={failure} />
        <FormFailure
          title={t(`settings23.failedGroup.${group.id}`)}
          messages={errors}
          failed={save.isError && failure !== null}
        />
        {draft.restored && <p className="muted">{t('settings23.restored')}</p>}
        {group.settings.map((setting) => (
          <SettingInput
            key={setting.identifier}
            setting={setting}
            input={inputOf(setting)}
            problem={changes.problems[setting.identifier]}
            onChange={(input) => draft.set((edits) => ({ ...edits, [setting.identifier]: input }))}
          />
        ))}
        {offline && (
          <p className="state state--notice" role="status">
            <CloudOff aria-hidden size={16} /> {t('settings23.offline')}
          </p>
        )}
        <div className="settings-actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={offline || save.isPending || changed === 0 || blocked}
          >
            {t(`settings23.saveGroup.${group.id}`)}
          </button>
          {changed > 0 && (
            <button type="button" className="button" onClick={() => void draft.clear()}>
              {t('settings23.discard')}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
