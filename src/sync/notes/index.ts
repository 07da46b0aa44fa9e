// The notes concept's public face: what src/app and the other concepts may use.

export type { Note, NoteTarget } from './model';
export { noteKeys, useNoteCommands, useNotes } from './queries';
