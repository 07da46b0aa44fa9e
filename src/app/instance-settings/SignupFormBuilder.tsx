import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, Plus, Trash2 } from '../icons';
import {
  addSignupField,
  moveSignupField,
  removeSignupField,
  SIGNUP_MAX_FIELDS,
  updateSignupField,
  type SignupForm,
  type SignupInputType,
} from '../../sync/instance-settings';
import { MarkdownEditor } from '../text/MarkdownEditor';
import { Markdown } from '../widgets/SafeHtml';

interface Props {
  label: string;
  form: SignupForm;
  onChange: (form: SignupForm) => void;
}

/**
 * `moderation__signup_form_customization`: the sign-up form's help text and extra questions (a
 * label, short or long text, required or not), added, removed and reordered, with a preview of
 * what a visitor signing up sees.
 */
export function SignupFormBuilder({ label, form, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const number = (index: number) => t('settings23.signup.fieldNumber', { number: index + 1 });
  return (
    <fieldset className="signup-builder">
      <legend>{label}</legend>
      <MarkdownEditor
        label={t('settings23.signup.helpText')}
        value={form.helpText}
        onChange={(helpText) => onChange({ ...form, helpText })}
        rows={3}
      />
      <h3 className="signup-builder__title">{t('settings23.signup.fields')}</h3>
      {form.fields.length === 0 && <p className="muted">{t('settings23.signup.noFields')}</p>}
      <ol className="signup-builder__fields">
        {form.fields.map((field, index) => (
          <li key={index} className="signup-builder__field" aria-label={number(index)}>
            <label className="field field--grow">
              <span>{t('settings23.signup.label')}</span>
              <input
                value={field.label}
                maxLength={200}
                onChange={(event) => onChange(updateSignupField(form, index, { label: event.target.value }))}
              />
            </label>
            <label className="field">
              <span>{t('settings23.signup.type')}</span>
              <select
                value={field.inputType}
                onChange={(event) =>
                  onChange(updateSignupField(form, index, { inputType: event.target.value as SignupInputType }))
                }
              >
                <option value="short_text">{t('settings23.signup.shortText')}</option>
                <option value="long_text">{t('settings23.signup.longText')}</option>
              </select>
            </label>
            <label className="settings-switch">
              <input
                type="checkbox"
                checked={field.required}
                onChange={(event) => onChange(updateSignupField(form, index, { required: event.target.checked }))}
              />
              <span>{t('settings23.signup.required')}</span>
            </label>
            <div className="signup-builder__tools">
              <button
                type="button"
                className="icon-button"
                aria-label={t('settings23.signup.moveUp', { field: number(index) })}
                disabled={index === 0}
                onClick={() => onChange(moveSignupField(form, index, -1))}
              >
                <ArrowUp aria-hidden size={16} />
              </button>
              <button
                type="button"
                className="icon-button"
                aria-label={t('settings23.signup.moveDown', { field: number(index) })}
                disabled={index === form.fields.length - 1}
                onClick={() => onChange(moveSignupField(form, index, 1))}
              >
                <ArrowDown aria-hidden size={16} />
              </button>
              <button
                type="button"
                className="icon-button"
                aria-label={t('settings23.signup.remove', { field: number(index) })}
                onClick={() => onChange(removeSignupField(form, index))}
              >
                <Trash2 aria-hidden size={16} />
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button"
        disabled={form.fields.length >= SIGNUP_MAX_FIELDS}
        onClick={() => onChange(addSignupField(form))}
      >
        <Plus aria-hidden size={16} /> {t('settings23.signup.add')}
      </button>
      <section className="signup-preview" aria-labelledby={`${id}-preview`}>
        <h3 id={`${id}-preview`}>{t('settings23.signup.preview')}</h3>
        {form.helpText.trim() && <Markdown text={form.helpText} />}
        {form.fields.map((field, index) => (
          <label key={index} className="field">
            <span>
              {field.label || number(index)}
              {field.required ? ' *' : ''}
            </span>
            {field.inputType === 'long_text' ? <textarea rows={3} disabled /> : <input disabled />}
          </label>
        ))}
        {form.fields.length === 0 && !form.helpText.trim() && (
          <p className="muted">{t('settings23.signup.previewEmpty')}</p>
        )}
      </section>
    </fieldset>
  );
}
