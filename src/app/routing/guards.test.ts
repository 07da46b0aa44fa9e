import { describe, expect, it } from 'vitest';
import { redirectFor, safeNext, type GuardContext } from './guards';

const none = { settings: false, library: false, moderation: false };
const anonymous: GuardContext = { placeholderInstance: false, authenticated: false, permissions: none };
const listener: GuardContext = { placeholderInstance: false, authenticated: true, permissions: none };
const admin: GuardContext = {
  placeholderInstance: false,
  authenticated: true,
  permissions: { settings: true, library: true, moderation: true },
};

describe('placeholder instance', () => {
  it('sends every route to the instance chooser with next holding the target', () => {
    const ctx = { ...anonymous, placeholderInstance: true };
    expect(redirectFor({ pathname: '/library/albums', search: '?page=2' }, ctx)).toBe(
      '/instance-chooser?next=%2Flibrary%2Falbums%3Fpage%3D2',
    );
  });

  it('lets the chooser itself through', () => {
    expect(redirectFor({ pathname: '/instance-chooser' }, { ...anonymous, placeholderInstance: true })).toBeNull();
  });
});

describe('home and login', () => {
  it('sends an authenticated user from / to /library', () => {
    expect(redirectFor({ pathname: '/' }, listener)).toBe('/library');
  });

  it('shows home to an anonymous visitor', () => {
    expect(redirectFor({ pathname: '/' }, anonymous)).toBeNull();
  });

  it('sends an authenticated user from /login to /library', () => {
    expect(redirectFor({ pathname: '/login' }, listener)).toBe('/library');
    expect(redirectFor({ pathname: '/login' }, anonymous)).toBeNull();
  });

  it('follows a safe next when an authenticated user is on /login (the moment login succeeds)', () => {
    expect(redirectFor({ pathname: '/login', search: '?next=%2Ffavorites' }, listener)).toBe('/favorites');
    expect(redirectFor({ pathname: '/login', search: '?next=https%3A%2F%2Fevil.example' }, listener)).toBe('/library');
  });

  it('redirects /index.html to home keeping query and hash', () => {
    expect(redirectFor({ pathname: '/index.html', search: '?a=1', hash: '#x' }, anonymous)).toBe('/?a=1#x');
  });
});

describe('login required', () => {
  it('sends an anonymous visitor of favorites to login with next', () => {
    expect(redirectFor({ pathname: '/favorites', search: '?ordering=-creation_date' }, anonymous)).toBe(
      '/login?next=%2Ffavorites%3Fordering%3D-creation_date',
    );
  });

  it('guards authorize too', () => {
    expect(redirectFor({ pathname: '/authorize', search: '?client_id=x' }, anonymous)).toBe(
      '/login?next=%2Fauthorize%3Fclient_id%3Dx',
    );
  });

  it('guards account settings and their sub-pages', () => {
    expect(redirectFor({ pathname: '/settings' }, anonymous)).toBe('/login?next=%2Fsettings');
    expect(redirectFor({ pathname: '/settings/plugins' }, anonymous)).toBe('/login?next=%2Fsettings%2Fplugins');
    expect(redirectFor({ pathname: '/settings' }, listener)).toBeNull();
  });

  // oauthpod24: the application screens keep their whole query through login, and open once logged in.
  it('guards the application screens with their query', () => {
    const target = { pathname: '/settings/applications/new', search: '?name=A&scopes=read%20write' };
    expect(redirectFor(target, anonymous)).toBe(
      '/login?next=%2Fsettings%2Fapplications%2Fnew%3Fname%3DA%26scopes%3Dread%2520write',
    );
    expect(redirectFor({ pathname: '/settings/applications/abc/edit' }, anonymous)).toBe(
      '/login?next=%2Fsettings%2Fapplications%2Fabc%2Fedit',
    );
    expect(redirectFor(target, listener)).toBeNull();
    expect(redirectFor({ pathname: '/authorize', search: '?client_id=x' }, listener)).toBeNull();
  });

  it("guards the visitor's own library (scope=me), not the shared one", () => {
    expect(redirectFor({ pathname: '/library/me/albums' }, anonymous)).toBe('/login?next=%2Flibrary%2Fme%2Falbums');
    expect(redirectFor({ pathname: '/library/me/playlists', search: '?page=2' }, anonymous)).toBe(
      '/login?next=%2Flibrary%2Fme%2Fplaylists%3Fpage%3D2',
    );
    expect(redirectFor({ pathname: '/library/me/albums' }, listener)).toBeNull();
    expect(redirectFor({ pathname: '/library/albums' }, anonymous)).toBeNull();
  });

  it('guards the upload screens: uploads go into the user’s own libraries', () => {
    expect(redirectFor({ pathname: '/upload' }, anonymous)).toBe('/login?next=%2Fupload');
    expect(redirectFor({ pathname: '/content/libraries' }, anonymous)).toBe('/login?next=%2Fcontent%2Flibraries');
    expect(redirectFor({ pathname: '/upload/all' }, anonymous)).toBe('/login?next=%2Fupload%2Fall');
    expect(redirectFor({ pathname: '/uploads/3' }, anonymous)).toBeNull();
    expect(redirectFor({ pathname: '/upload' }, listener)).toBeNull();
  });

  it('lets a logged-in user into favorites', () => {
    expect(redirectFor({ pathname: '/favorites' }, listener)).toBeNull();
  });

  it('does not guard a path that only shares the prefix', () => {
    expect(redirectFor({ pathname: '/favoritesx' }, anonymous)).toBeNull();
  });
});

describe('manage routes', () => {
  it.each([
    ['/manage/settings', 'settings'],
    ['/manage/users/invitations', 'settings'],
    ['/manage/users', 'settings'],
    ['/manage/users/users', 'settings'],
    ['/manage/library', 'library'],
    ['/manage/library/edits', 'library'],
    ['/manage/library/artists', 'library'],
    ['/manage/library/artists/12', 'library'],
    ['/manage/library/channels/abc', 'library'],
    ['/manage/library/albums', 'library'],
    ['/manage/library/tracks/3', 'library'],
    ['/manage/library/libraries/0f1e', 'library'],
    ['/manage/library/uploads', 'library'],
    ['/manage/library/tags/rock', 'library'],
    ['/manage/moderation/reports/abc', 'moderation'],
  ] as const)('%s needs the %s flag', (pathname, flag) => {
    expect(redirectFor({ pathname }, listener)).toBe('/library');
    expect(redirectFor({ pathname }, { ...listener, permissions: { ...none, [flag]: true } })).toBeNull();
    expect(redirectFor({ pathname }, admin)).toBeNull();
  });

  it('sends another flag holder to library home', () => {
    expect(
      redirectFor({ pathname: '/manage/moderation' }, { ...listener, permissions: { ...none, library: true } }),
    ).toBe('/library');
  });

  it('sends an anonymous visitor to library home', () => {
    expect(redirectFor({ pathname: '/manage/library' }, anonymous)).toBe('/library');
  });

  it('opens /manage on the first area the user may use, or library home', () => {
    expect(redirectFor({ pathname: '/manage' }, admin)).toBe('/manage/settings');
    expect(redirectFor({ pathname: '/manage' }, { ...listener, permissions: { ...none, library: true } })).toBe(
      '/manage/library',
    );
    expect(redirectFor({ pathname: '/manage/' }, { ...listener, permissions: { ...none, moderation: true } })).toBe(
      '/manage/moderation',
    );
    expect(redirectFor({ pathname: '/manage' }, listener)).toBe('/library');
    expect(redirectFor({ pathname: '/manage' }, anonymous)).toBe('/library');
  });

  it('sends an unknown manage path to library home, whoever asks', () => {
    expect(redirectFor({ pathname: '/manage/nothing-here' }, admin)).toBe('/library');
  });
});

describe('safeNext', () => {
  it('keeps in-app paths', () => {
    expect(safeNext('/library/albums?page=2')).toBe('/library/albums?page=2');
  });

  it('refuses other origins and empty values', () => {
    expect(safeNext('https://evil.example/')).toBe('/library');
    expect(safeNext('//evil.example/')).toBe('/library');
    expect(safeNext(null)).toBe('/library');
  });
});
