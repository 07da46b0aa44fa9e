import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminSetting, InputProblem, SignupForm } from '../../sync/instance-settings';
import { MarkdownEditor } from '../text/MarkdownEditor';
import { SignupFormBuilder } from './SignupFormBuilder';

interface Props {
  setting: AdminSetting;
  /** What the input holds now (the kept draft, else the pod's value). */
  input: unknown;
  onChange: (input: unknown) => void;
  problem: InputProblem | undefined;
}

/** One preference: its input by `field`, labelled by `verbose_name`, `help_text` below. */
export function SettingInput({ setting, input, onChange, problem }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const helpId = `${id}-help`;
  const problemId = `${id}-problem`;
  const label =
    setting.identifier === 'users__upload_quota' ? t('settings23.inMb', { label: setting.label }) : setting.label;
  const describedBy = [setting.help ? helpId : null, problem ? problemId : null].filter(Boolean).join(' ') || undefined;
  const help = (
    <>
      {setting.help && (
        <small id={helpId} className="muted settings-help">
          {setting.help}
        </small>
      )}
      {problem && (
        <small id={problemId} className="field-error" role="alert">
          {t(`settings23.problems.${problem}`)}
        </small>
      )}
    </>
  );

  switch (setting.kind) {
    case 'switch':
      return (
        <div className="settings-row">
          <label className="settings-switch">
            <input
              type="checkbox"
              role="switch"
              checked={input === true}
              aria-describedby={describedBy}
              onChange={(event) => onChange(event.target.checked)}
            />
            <span>{label}</span>
          </label>
          {help}
        </div>
      );
    case 'markdown':
      return (
        <div className="settings-row">
          <MarkdownEditor label={label} value={String(input)} onChange={onChange} fetchHtml permissive rows={4} />
          {help}
        </div>
      );
    case 'signupForm':
      return (
        <div className="settings-row">
          <SignupFormBuilder label={label} form={input as SignupForm} onChange={onChange} />
          {help}
        </div>
      );
    case 'multiselect': {
      const chosen = new Set(input as string[]);
      return (
        <div className="settings-row">
          <fieldset className="settings-choices" aria-describedby={describedBy}>
            <legend>{label}</legend>
            {setting.choices.map((choice) => (
              <label key={choice.value} className="settings-switch">
                <input
                  type="checkbox"
                  checked={chosen.has(choice.value)}
                  onChange={(event) =>
                    onChange(
                      setting.choices
                        .map((one) => one.value)
                        .filter((value) => (value === choice.value ? event.target.checked : chosen.has(value))),
                    )
                  }
                />
                <span>{choice.label}</span>
              </label>
            ))}
          </fieldset>
          {help}
        </div>
      );
    }
    case 'readonly':
      return (
        <div className="settings-row">
          <p className="settings-readonly">
            <strong>{label}</strong>{' '}
            <span className="muted">
              {setting.value === null || setting.value === '' ? t('settings23.none') : JSON.stringify(setting.value)}
            </span>
          </p>
          <small className="muted">{t('settings23.readonly')}</small>
          {help}
        </div>
      );
    default:
      return (
        <div className="settings-row">
          <label className="field">
            <span>{label}</span>
            {setting.kind === 'select' ? (
              <select
                value={String(input)}
                aria-describedby={describedBy}
                onChange={(event) => onChange(event.target.value)}
              >
                <option value="">{t('settings23.none')}</option>
                {setting.choices.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </select>
            ) : setting.kind === 'text' || setting.kind === 'number' ? (
              <input
                value={String(input)}
                inputMode={setting.kind === 'number' ? 'numeric' : undefined}
                aria-invalid={problem ? true : undefined}
                aria-describedby={describedBy}
                onChange={(event) => onChange(event.target.value)}
              />
            ) : (
              <textarea
                className={setting.kind === 'code' || setting.kind === 'json' ? 'settings-code' : undefined}
                rows={setting.kind === 'textarea' ? 4 : 8}
                spellCheck={setting.kind === 'textarea'}
                value={String(input)}
                aria-invalid={problem ? true : undefined}
                aria-describedby={describedBy}
                onChange={(event) => onChange(event.target.value)}
              />
            )}
          </label>
          {help}
        </div>
      );
  }
}
