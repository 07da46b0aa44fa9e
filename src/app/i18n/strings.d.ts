// The two parts of a catalogue (vite.config.ts `laterStrings`, issue 17): `?strings=first` holds the
// groups of the first screen, `?strings=later` those of later-groups.ts.

declare module '*/en_US?strings=first' {
  export const en_US: { [group: string]: unknown };
}

declare module '*/en_US?strings=later' {
  export const en_US: { [group: string]: unknown };
}
