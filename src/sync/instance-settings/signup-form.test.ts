import { describe, expect, it } from 'vitest';
import {
  addSignupField,
  moveSignupField,
  readSignupForm,
  removeSignupField,
  signupFormProblems,
  updateSignupField,
  writeSignupForm,
} from './signup-form';

const stored = {
  help_text: { text: 'Tell us who you are', content_type: 'text/markdown' },
  fields: [
    { label: 'Your instrument', input_type: 'short_text', required: true },
    { label: 'Why this pod?', input_type: 'long_text', required: false },
  ],
};

describe('the sign-up form builder', () => {
  it('reads what the pod holds and writes it back unchanged', () => {
    const form = readSignupForm(stored);
    expect(form).toEqual({
      helpText: 'Tell us who you are',
      fields: [
        { label: 'Your instrument', inputType: 'short_text', required: true },
        { label: 'Why this pod?', inputType: 'long_text', required: false },
      ],
    });
    expect(writeSignupForm(form)).toEqual(stored);
  });

  it('round-trips an edit: add, change, reorder, remove', () => {
    let form = readSignupForm({});
    expect(form).toEqual({ helpText: '', fields: [] });
    form = addSignupField(addSignupField(form));
    form = updateSignupField(form, 0, { label: 'Short one' });
    form = updateSignupField(form, 1, { label: 'Long one', inputType: 'long_text', required: false });
    form = moveSignupField(form, 1, -1);
    expect(form.fields.map((field) => field.label)).toEqual(['Long one', 'Short one']);
    expect(moveSignupField(form, 0, -1)).toBe(form);
    const again = readSignupForm(JSON.parse(JSON.stringify(writeSignupForm(form))));
    expect(again).toEqual(form);
    expect(removeSignupField(again, 0).fields.map((field) => field.label)).toEqual(['Short one']);
  });

  it('reads an odd value as an empty form and says what the pod would refuse', () => {
    expect(readSignupForm('nonsense')).toEqual({ helpText: '', fields: [] });
    expect(readSignupForm({ fields: [{ nolabel: 1 }, { label: 'Kept' }] }).fields).toEqual([
      { label: 'Kept', inputType: 'short_text', required: true },
    ]);
    const blank = addSignupField({ helpText: '', fields: [] });
    expect(signupFormProblems(blank)).toEqual(['signupBlankLabel']);
    const twice = updateSignupField(updateSignupField(addSignupField(blank), 0, { label: 'A' }), 1, { label: 'A ' });
    expect(signupFormProblems(twice)).toEqual(['signupDuplicateLabel']);
  });
});
