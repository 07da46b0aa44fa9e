// Internal notes of the moderation area (spec 02 section 2): a note is attached to a report, a
// sign-up request or an account. The pod names the target by the report's or request's uuid, or by
// the account's full username.

export type NoteTarget = { type: 'report' | 'request'; uuid: string } | { type: 'account'; fullUsername: string };
