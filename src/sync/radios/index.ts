// The radios concept's public face: what src/app, the player and the other concepts may use.

export { createRadioSession, nextRadioTrack } from './api';
export { useCustomRadios } from './queries';
