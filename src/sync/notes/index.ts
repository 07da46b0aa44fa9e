// The notes concept's public face: what src/app and the other concepts may use.

export type { NoteTarget } from './model';
