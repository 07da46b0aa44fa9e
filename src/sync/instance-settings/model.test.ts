import { describe, expect, it } from 'vitest';
import { groupChanges, groupSettings, inputKind, mapAdminSetting, SETTINGS_GROUPS, toInput, toPodValue } from './model';
import { adminSettingsSchema } from './schema';
import { realPod } from '../testing/fixtures';

const field = (cls: string, widget: string, input_type: string | null = null) => ({
  class: cls,
  widget: { class: widget },
  input_type,
});

describe('a preference’s field to its input', () => {
  it('follows the field class and widget', () => {
    expect(inputKind('subsonic__enabled', field('BooleanField', 'CheckboxInput', 'checkbox'))).toBe('switch');
    expect(inputKind('users__upload_quota', field('IntegerField', 'NumberInput', 'number'))).toBe('number');
    expect(inputKind('instance__name', field('CharField', 'TextInput', 'text'))).toBe('text');
    expect(inputKind('instance__location', field('ChoiceField', 'Select', 'select'))).toBe('select');
    expect(inputKind('moderation__languages', field('MultipleChoiceField', 'SelectMultiple', 'select'))).toBe(
      'multiselect',
    );
    expect(inputKind('other__notes', field('CharField', 'Textarea'))).toBe('textarea');
    expect(inputKind('other__blob', field('JSONField', 'Textarea'))).toBe('json');
  });

  it('gives the texts of the about page a markdown editor, the CSS a code box and the sign-up form its builder', () => {
    const textarea = field('CharField', 'Textarea');
    expect(inputKind('instance__long_description', textarea)).toBe('markdown');
    expect(inputKind('instance__support_message', textarea)).toBe('markdown');
    expect(inputKind('ui__custom_css', textarea)).toBe('code');
    expect(inputKind('moderation__signup_form_customization', field('JSONField', 'Textarea'))).toBe('signupForm');
  });

  it('shows, without editing, a file or a field it does not know', () => {
    expect(inputKind('instance__banner', field('FileField', 'ImageWidget', 'file'))).toBe('readonly');
    expect(inputKind('x__y', field('DurationField', 'TextInput'))).toBe('readonly');
    expect(inputKind('x__y', 'triduana')).toBe('readonly');
  });

  it('reads every entry of a real 1.4 pod into a group, each with an input', () => {
    const settings = adminSettingsSchema.parse(realPod('instance_settings.json')).map(mapAdminSetting);
    const groups = groupSettings(settings);
    expect(groups.map((group) => group.id)).toEqual(SETTINGS_GROUPS.map((group) => group.id));
    expect(groups.flatMap((group) => group.settings)).toHaveLength(settings.length);
    const kinds = new Map(settings.map((setting) => [setting.identifier, setting.kind]));
    expect(kinds.get('users__registration_enabled')).toBe('switch');
    expect(kinds.get('users__default_permissions')).toBe('multiselect');
    const location = settings.find((setting) => setting.identifier === 'instance__location');
    expect(location?.choices[0]).toEqual({ value: 'AW', label: 'Aruba' });
    const signups = groups.find((group) => group.id === 'signups');
    expect(signups?.settings.map((setting) => setting.identifier)).toEqual([
      'users__registration_enabled',
      'moderation__signup_approval_enabled',
      'moderation__signup_form_customization',
    ]);
  });
});

describe('a group’s inputs to the changes it sends', () => {
  const [quota, name, open] = [
    { identifier: 'users__upload_quota', field: field('IntegerField', 'NumberInput'), value: 0 },
    { identifier: 'instance__name', field: field('CharField', 'TextInput'), value: 'Pod' },
    { identifier: 'users__registration_enabled', field: field('BooleanField', 'CheckboxInput'), value: true },
  ].map((entry) =>
    mapAdminSetting({
      ...entry,
      section: 'x',
      name: 'y',
      default: null,
      verbose_name: null,
      help_text: null,
      additional_data: {},
    }),
  ) as [ReturnType<typeof mapAdminSetting>, ReturnType<typeof mapAdminSetting>, ReturnType<typeof mapAdminSetting>];

  it('sends only what differs from the pod’s value, numbers as numbers', () => {
    expect(toInput(quota)).toBe('0');
    expect(
      groupChanges([quota, name, open], {
        users__upload_quota: '250',
        instance__name: 'Pod',
        users__registration_enabled: false,
      }),
    ).toEqual({
      values: { users__upload_quota: 250, users__registration_enabled: false },
      problems: {},
    });
  });

  it('refuses a number that is not a whole number of MB', () => {
    expect(toPodValue(quota, '1.5')).toEqual({ problem: 'number' });
    expect(groupChanges([quota], { users__upload_quota: '' }).problems).toEqual({ users__upload_quota: 'number' });
  });
});
