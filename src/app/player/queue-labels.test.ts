import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
// The whole catalogue: the queue's group is one of the later screens' (i18n/later-groups.ts).
import { en_US } from '../i18n/en_US';
import { queueRowLabels, titleTemplate } from './queue-labels';

async function translator(lng: string, resources: Record<string, unknown>) {
  const i18n = createInstance();
  await i18n.init({ lng, resources: { [lng]: { translation: resources } }, interpolation: { escapeValue: false } });
  return i18n.t;
}

const TITLES = ['Tide', 'A & B <i>', '$& and $1', '{{title}}', ''];

describe('titleTemplate', () => {
  it.each(['queue.playTrack', 'queue.moveUp', 'queue.moveDown', 'queue.remove'])(
    'says what i18next says for %s, whatever the title',
    async (key) => {
      const t = await translator('en_US', en_US);
      const template = titleTemplate(t, key);
      for (const title of TITLES) expect(template(title)).toBe(t(key, { title }));
    },
  );

  it('puts the title wherever the translation has it, as often as it has it', async () => {
    const t = await translator('xx', {
      queue: {
        playTrack: '{{title}} : lire',
        moveUp: '« {{title}} » vers le haut ({{title}})',
        moveDown: 'Descendre',
        remove: 'x',
      },
    });
    expect(titleTemplate(t, 'queue.playTrack')('Tide')).toBe('Tide : lire');
    expect(titleTemplate(t, 'queue.moveUp')('Tide')).toBe('« Tide » vers le haut (Tide)');
    expect(titleTemplate(t, 'queue.moveDown')('Tide')).toBe('Descendre');
  });
});

describe('queueRowLabels', () => {
  it('has the row texts of the English catalogue', async () => {
    const labels = queueRowLabels(await translator('en_US', en_US));
    expect(labels.play('Tide')).toBe('Play Tide now');
    expect(labels.moveUp('Tide')).toBe('Move Tide up');
    expect(labels.errored).toBe('cannot be played');
    expect(labels.unavailable).toBe('not available offline');
  });
});
