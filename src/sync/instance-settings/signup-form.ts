// settings23: the sign-up form builder's value, `moderation__signup_form_customization`, as a real
// pod stores it: `{help_text: {text, content_type}, fields: [{label, input_type, required}]}`
// (Funkwhale's CustomFormSerializer: at most 10 fields, labels unique, short or long text).

export type SignupInputType = 'short_text' | 'long_text';

export interface SignupField {
  label: string;
  inputType: SignupInputType;
  required: boolean;
}

export interface SignupForm {
  /** Markdown. */
  helpText: string;
  fields: SignupField[];
}

export const SIGNUP_MAX_FIELDS = 10;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads what the pod holds; anything it cannot read becomes an empty form (never a crash). */
export function readSignupForm(value: unknown): SignupForm {
  if (!isRecord(value)) return { helpText: '', fields: [] };
  const help = value.help_text;
  const helpText = isRecord(help) && typeof help.text === 'string' ? help.text : typeof help === 'string' ? help : '';
  const fields = Array.isArray(value.fields)
    ? value.fields.flatMap((field): SignupField[] =>
        isRecord(field) && typeof field.label === 'string'
          ? [
              {
                label: field.label,
                inputType: field.input_type === 'long_text' ? 'long_text' : 'short_text',
                required: field.required !== false,
              },
            ]
          : [],
      )
    : [];
  return { helpText, fields };
}

/** What the pod takes. */
export function writeSignupForm(form: SignupForm) {
  return {
    help_text: { text: form.helpText, content_type: 'text/markdown' },
    fields: form.fields.map((field) => ({
      label: field.label.trim(),
      input_type: field.inputType,
      required: field.required,
    })),
  };
}

/** Why the pod would refuse the form (i18n keys of the settings23 group), empty when it fits. */
export function signupFormProblems(
  form: SignupForm,
): Array<'signupBlankLabel' | 'signupDuplicateLabel' | 'signupTooMany'> {
  const problems: Array<'signupBlankLabel' | 'signupDuplicateLabel' | 'signupTooMany'> = [];
  const labels = form.fields.map((field) => field.label.trim());
  if (labels.some((label) => label === '')) problems.push('signupBlankLabel');
  if (new Set(labels).size !== labels.length) problems.push('signupDuplicateLabel');
  if (form.fields.length > SIGNUP_MAX_FIELDS) problems.push('signupTooMany');
  return problems;
}

export function addSignupField(form: SignupForm): SignupForm {
  return { ...form, fields: [...form.fields, { label: '', inputType: 'short_text', required: true }] };
}

export function updateSignupField(form: SignupForm, index: number, change: Partial<SignupField>): SignupForm {
  return { ...form, fields: form.fields.map((field, at) => (at === index ? { ...field, ...change } : field)) };
}

export function removeSignupField(form: SignupForm, index: number): SignupForm {
  return { ...form, fields: form.fields.filter((_field, at) => at !== index) };
}

/** Moves a field one place up (-1) or down (+1); at an end nothing changes. */
export function moveSignupField(form: SignupForm, index: number, by: -1 | 1): SignupForm {
  const target = index + by;
  if (target < 0 || target >= form.fields.length) return form;
  const fields = [...form.fields];
  [fields[index], fields[target]] = [fields[target] as SignupField, fields[index] as SignupField];
  return { ...form, fields };
}
