import { describe, expect, it } from 'vitest';
import { mapPlugin, pluginFormValues, pluginValuesToSend } from './model';

const source = mapPlugin({
  name: 'folder',
  label: 'Folder source',
  description: null,
  user: true,
  source: true,
  conf: [
    { name: 'folder', type: 'text', label: 'Folder' },
    { name: 'max_files', type: 'number', required: false },
    { name: 'notes', type: 'long_text', required: false },
    { name: 'skip', type: 'boolean', required: false },
    { name: 'odd', type: 'colour' },
  ],
  values: { folder: 'Harbour', max_files: 5, skip: true, library: 'lib-uuid' },
  enabled: true,
  homepage: '',
});

describe('plugin form values', () => {
  it('reads the saved values into the form (text, switches, the library); unknown types are text', () => {
    expect(source.fields.map((field) => [field.name, field.type, field.label, field.required])).toEqual([
      ['folder', 'text', 'Folder', true],
      ['max_files', 'number', 'max_files', false],
      ['notes', 'long_text', 'notes', false],
      ['skip', 'boolean', 'skip', false],
      ['odd', 'text', 'odd', true],
    ]);
    expect(pluginFormValues(source)).toEqual({
      folder: 'Harbour',
      max_files: '5',
      notes: '',
      skip: true,
      odd: '',
      library: 'lib-uuid',
    });
    expect(source.homepage).toBeNull();
  });

  it('sends them back as the pod saved them: a round trip changes nothing', () => {
    const sent = pluginValuesToSend(source, pluginFormValues(source));
    expect(sent).toEqual({ folder: 'Harbour', max_files: 5, skip: true, odd: '', library: 'lib-uuid' });
    const { odd: _odd, ...saved } = sent;
    expect(saved).toEqual(source.values);
  });

  it('leaves empty optional inputs out and sends required ones so the pod names what is missing', () => {
    const sent = pluginValuesToSend(source, {
      folder: ' ',
      max_files: '',
      notes: '',
      skip: false,
      odd: '',
      library: '',
    });
    expect(sent).toEqual({ folder: '', skip: false, odd: '', library: '' });
  });
});
