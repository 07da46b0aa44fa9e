// oauthclient24: the OAuth concept's public face.

export { CALLBACK_PATH, OAuthSession, oauthSession, usesOAuth } from './tokens';
export { checkState, makeState } from './state';
