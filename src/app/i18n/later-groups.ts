// Issue 17: the top-level groups of en_US.ts (and of each locales/*.json) that are not part of the
// first screen's script. The build splits each catalogue in two (vite.config.ts, `laterStrings`): the
// groups listed here go to a chunk of their own, which every lazy screen loads before it renders
// (lazy-screen.ts). Moving a group here is a one-line change; a group that a module of the first
// screen uses must stay out (later-groups.test.ts fails otherwise). One group per line.

export const LATER_GROUPS = {
  pagination: true,
  libraryDetail: true,
  follow: true,
  upload: true,
  logout: true,
  chooser: true,
  settings: true,
  moderationArea: true,
  queue: true,
  radios: true,
  uploads: true,
  richText: true,
  widgets: true,
  time: true,
  dev: true,
  importStatus: true,
  remoteLibraries: true,
  libraries: true,
  profiles: true,
  channels: true,
  channelPublish: true,
  rssEpisodes: true,
  radioBuilder: true,
  playlistEdit: true,
  playlistXspf: true,
  notifications21: true,
  fetches: true,
  search21Page: true,
  reports22: true,
  domains22Policies: true,
  domains22Domains: true,
  edits22Edits: true,
  accounts22Requests: true,
  accounts22Accounts: true,
  import23FsImport: true,
  import23Plugins: true,
  users23: true,
  users23Invitations: true,
  settings23: true,
  library23Manage: true,
  library23Fields: true,
  library23Stats: true,
  // Issue 24: each helper's lines between its markers.
  // oauthpod24
  oauthpod24Scopes: true,
  oauthpod24Authorize: true,
  oauthpod24Form: true,
  oauthpod24Settings: true,
  // end oauthpod24
  // oauthclient24
  oauthclient24Callback: true,
  // end oauthclient24
  // signup24
  signup24Form: true,
  signup24Email: true,
  signup24Reset: true,
  // end signup24
  // account24
  account24Language: true,
  account24Password: true,
  account24Subsonic: true,
  // end account24
  // consent24
  consent24Prompt: true,
  consent24Dialog: true,
  consent24Settings: true,
  // end consent24
  // Issue 25: each helper's lines between its markers.
  // import26
  import26Upload: true,
  // end import26
  // nowplaying27
  nowplaying27Screen: true,
  // end nowplaying27
  // episodes27 (episodes27Controls: the player bar's 15 s back / 30 s forward are on the first screen)
  // end episodes27
  // np27
  np27Controls: true, // np27Mark is not here: the track rows of the first screen show it
  // end np27
  // cl26
  cl26Import: true,
  // end cl26
  // dr19
  dr19Drafts: true,
  // end dr19
  // g18
  g18Content: true,
  g18Upload: true,
  // end g18
  // g19
  g19Drafts: true,
  // end g19
  // lead28
  lead28Playlists: true,
  // end lead28
  // polish29
  // end polish29
  // lead29
  // end lead29
  // s29: groups that no module of the first render uses (the first screens' chunks included)
  playlist: true,
  playlistPlay: true,
  // The shortcuts dialog loads with the later strings (shell/ShellCommon.tsx).
  shortcuts: true,
  // end s29
} as const;

/**
 * s29 (issue 17): groups split by key. The first part of each holds only the keys listed (and their
 * plural forms); the group's other keys come with the later strings. A key must be listed here when a
 * module that renders or reports without the later strings uses it: the first screen and its chunks,
 * and every module of src/sync, src/player and src/db (the sync engine, the player engine, the
 * downloader). later-groups.test.ts finds a use of a key not listed.
 */
export const FIRST_KEYS = {
  about: ['favoritesCount', 'listeningsCount', 'nav', 'offlineNothingKept'],
  browse: ['empty'],
  detail: ['albumsCount', 'coverOf', 'duration', 'tracksCount'],
  downloads: ['error', 'quotaFavorites', 'quotaMessage', 'trackKept'],
  episodes27Controls: ['back', 'forward'],
  favorites: ['add', 'remove', 'toggle', 'toggleTrack'],
  player: [
    'looping',
    'loopingAll',
    'loopingNone',
    'loopingSingle',
    'mute',
    'next',
    'nothingToPlay',
    'pause',
    'play',
    'playTrack',
    'previous',
    'queue',
    'region',
    'seek',
    'shortcuts',
    'shuffle',
    'unavailableOffline',
    'volume',
  ],
  playlistsUi: ['addToPlaylist', 'addTrack'],
  subscriptions: ['nav'],
} as const;
