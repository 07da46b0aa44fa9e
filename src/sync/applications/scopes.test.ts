import { describe, expect, it } from 'vitest';
import { APP_SCOPES, choiceToScopes, describeScopes, emptyScopeChoice, scopesToChoice } from './scopes';

describe('scopes ↔ checkboxes', () => {
  it('expands read and write to every scope, and gives back the short form', () => {
    const choice = scopesToChoice('read write');
    for (const scope of APP_SCOPES) expect(choice[scope]).toEqual({ read: true, write: true });
    expect(choiceToScopes(choice)).toBe('read write');
  });

  it('ticks single scopes and drops the ones the form does not offer', () => {
    const choice = scopesToChoice('read:favorites write:favorites read:profile write:plugins instance:users');
    expect(choice.favorites).toEqual({ read: true, write: true });
    expect(choice.profile).toEqual({ read: true, write: false });
    expect(choice.radios).toEqual({ read: false, write: false });
    expect(choiceToScopes(choice)).toBe('read:favorites read:profile write:favorites');
  });

  it('mixes an expanded kind with single scopes of the other', () => {
    const choice = scopesToChoice('read write:playlists');
    expect(choiceToScopes(choice)).toBe('read write:playlists');
    choice.edits.read = false;
    expect(choiceToScopes(choice)).toBe(
      'read:favorites read:filters read:follows read:libraries read:listenings read:notifications read:playlists read:profile read:radios read:reports read:security write:playlists',
    );
  });

  it('reads a query string’s plus signs as spaces, and no boxes as an empty string', () => {
    expect(choiceToScopes(scopesToChoice('read+write'))).toBe('read write');
    expect(choiceToScopes(emptyScopeChoice())).toBe('');
    expect(scopesToChoice('')).toEqual(emptyScopeChoice());
  });

  it('describes the granted scopes in the form’s order', () => {
    expect(describeScopes('write:radios read:edits')).toEqual([
      { scope: 'edits', read: true, write: false },
      { scope: 'radios', read: false, write: true },
    ]);
  });
});
