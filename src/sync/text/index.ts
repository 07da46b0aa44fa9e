// The text concept's public face: what src/app, the player and the other concepts may use.

export { renderPreview, updateDescription } from './commands';
