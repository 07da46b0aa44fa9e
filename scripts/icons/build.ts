// `npm run icons`: writes src/app/icons/sprite.svg and src/app/icons/index.ts for the icons src/app imports
// from src/app/icons (scripts/icons/sprite.ts says how). Run it after using an icon the sprite lacks:
// `npm test` fails until then (src/app/icons/icons.test.ts).
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { generate, INDEX_FILE, lucideImporters, SPRITE_FILE } from './sprite';

const stale = lucideImporters();
if (stale.length > 0) {
  console.error(`Import these icons from src/app/icons, not lucide-react:\n${stale.join('\n')}`);
  process.exit(1);
}
const { sprite, index } = generate();
writeFileSync(SPRITE_FILE, sprite);
writeFileSync(INDEX_FILE, index);
const count = (sprite.match(/<symbol /g) ?? []).length;
console.log(`${relative(process.cwd(), SPRITE_FILE)}: ${count} symbols, ${sprite.length} bytes`);
