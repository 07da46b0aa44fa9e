// Demo content of the developer pages (not interface text: the widgets' own strings are in en_US).

export const SAMPLE_MARKDOWN = `# A heading (h3)
Some **bold**, _italic_, __underlined__ and ~~struck~~ text :tada:
A second line, with a link to https://funkwhale.audio and a [titled link](https://docs.funkwhale.audio "Docs").

Thanks @demo and @alice@pod.example for #ambient and #Jazz.

- [x] mastered
- [ ] artwork

| Track | Length |
|---|---|
| Arcade Sunrise | 3:12 |

> A quote`;

export const LONG_TEXT =
  'Recorded over three nights in a small harbour town, this album follows the tide: slow swells of synthesizer, field recordings of gulls and rigging, and a piano that was left out in the rain. Every track was mixed on headphones, late, with the windows open.';

export const SAMPLE_DESCRIPTION = {
  text: 'Recorded over three nights in a small harbour town, this album follows the tide: slow swells of **synthesizer**, field recordings of gulls and rigging, and a piano that was left out in the rain. Every track was mixed on headphones, late, with the windows open. The last one was not mixed at all.',
  html: '<p>Recorded over three nights in a small harbour town, this album follows the tide: slow swells of <strong>synthesizer</strong>, field recordings of gulls and rigging, and a piano that was left out in the rain. Every track was mixed on headphones, late, with the windows open. The last one was not mixed at all.</p>',
};

export const PILL_OPTIONS = [
  { label: 'Ambient' },
  { label: 'Jazz' },
  { label: 'Jazzfunk' },
  { label: 'Acid-jazz' },
  { label: 'Electronic' },
  { label: 'Rock' },
];

export const LOCAL_ACTOR = {
  fullUsername: 'demo@127.0.0.1',
  preferredUsername: 'demo',
  name: 'Demo listener',
  isLocal: true,
  avatar: null,
};
export const REMOTE_ACTOR = {
  fullUsername: 'a_very_long_username_indeed_for_testing@far-away.example',
  preferredUsername: 'a_very_long_username_indeed_for_testing',
  name: null,
  isLocal: false,
  avatar: null,
};
export const USER_WITH_AVATAR = {
  id: 2,
  username: 'admin',
  avatar: {
    uuid: 'a',
    mimetype: 'image/png',
    urls: {
      source: null,
      original: '/icons/icon-192.png',
      mediumSquareCrop: '/icons/icon-192.png',
      largeSquareCrop: null,
    },
  },
};
export const USER_BROKEN_AVATAR = {
  id: 3,
  username: 'brokenimage',
  avatar: {
    uuid: 'b',
    mimetype: 'image/png',
    urls: {
      source: null,
      original: '/no-such-avatar.png',
      mediumSquareCrop: '/no-such-avatar-either.png',
      largeSquareCrop: null,
    },
  },
};
export const USER_WITHOUT_AVATAR = { id: 7, username: 'zoé', avatar: null };
