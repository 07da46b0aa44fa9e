// signup24: sign-up, e-mail confirmation and password reset (ENDPOINTS §1e, `/api/v1/auth/`), as a
// real 1.4 pod answers them (dj-rest-auth and allauth under Funkwhale's RegisterView and
// RegisterSerializer):
// - `registration/`: 403 "Registration has been disabled" when `users__registration_enabled` is off
//   and no `invitation` is given; 400 field errors (DRF's, allauth's and Django's password
//   validators' messages); 204 when created (the account is logged in), or 201 `{detail}` when e-mail
//   verification is mandatory (a test hook switches it; a real pod reads ACCOUNT_EMAIL_VERIFICATION).
//   With `moderation__signup_approval_enabled`, `request_fields` (the custom form's answers, by label)
//   is required: the account is made inactive with a pending sign-up request (user-requests.ts).
//   Every sign-up is sent a confirmation mail (allauth does so even when verification is optional).
// - `registration/verify-email/` `{key}`: 200 `{"detail":"ok"}`, or 404 for a key it does not know.
// - `password/reset/` `{email}`: always 200 with the same detail (known address or not); a mail to
//   each active account of that address.
// - `password/reset/confirm/` `{uid, token, new_password1, new_password2}`: sets the password and
//   rotates the account's secret key (its listen tokens die), which also ends the reset token.
// Mails go to `<data folder>/mail/` (pod/mail.ts), with links to the pod's own front pages.

import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { openSession } from '../auth';
import type { PodContext } from '../context';
import { bodyFields } from '../http/body';
import { ApiError, fieldErrors, notFound } from '../http/errors';
import { originOf } from '../http/query';
import { apiRoute } from '../http/route';
import { isoDate, randomToken } from '../ids';
import { listMail, sendMail, clearMail } from '../mail';
import { passwordProblems, setUserPassword } from '../passwords';
import { View } from '../serialize/common';
import { readPreference } from '../settings';
import { createUser, userById, type UserRow } from '../users';
import { createSignupRequest } from './user-requests';

const DAY = 24 * 3600 * 1000;
/** allauth's ACCOUNT_EMAIL_CONFIRMATION_EXPIRE_DAYS and Django's PASSWORD_RESET_TIMEOUT: three days. */
const KEY_AGE = 3 * DAY;
const USERNAME_MAX = 150;
const PASSWORD_MAX = 128;
const REQUEST_FIELD_MAX = 5000;

// --- e-mail verification switch (test hook) ---

type Verification = 'optional' | 'mandatory';
const verification = new WeakMap<PodContext, Verification>();
const verificationOf = (ctx: PodContext): Verification => verification.get(ctx) ?? 'optional';

/** Back to the pod's start: verification optional, no mail. */
export function resetRegistration(ctx: PodContext): void {
  verification.delete(ctx);
  clearMail(ctx);
}

// --- DRF field reading ---

type Errors = Record<string, unknown>;

/** A DRF CharField (no trim for passwords): the text, or undefined with its message in `errors`. */
function textField(
  fields: Record<string, unknown>,
  name: string,
  errors: Errors,
  options: { max?: number; trim?: boolean; required?: boolean } = {},
): string | undefined {
  const value = fields[name];
  const required = options.required ?? true;
  let message: string | null = null;
  if (value === undefined) message = required ? 'This field is required.' : null;
  else if (value === null) message = 'This field may not be null.';
  else if (typeof value !== 'string' && typeof value !== 'number') message = 'Not a valid string.';
  if (message !== null) {
    errors[name] = [message];
    return undefined;
  }
  if (value === undefined) return undefined;
  const text = options.trim === false ? String(value) : String(value).trim();
  if (text === '') {
    if (required) errors[name] = ['This field may not be blank.'];
    return required ? undefined : '';
  }
  if (options.max !== undefined && text.length > options.max) {
    errors[name] = [`Ensure this field has no more than ${options.max} characters.`];
    return undefined;
  }
  return text;
}

// Django's EmailValidator, in short: a local part, an @, a domain with a dot (or localhost).
const EMAIL = /^[^\s@"]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z0-9-]{2,}$|^[^\s@"]+@localhost$/;

const usernameTaken = (ctx: PodContext, username: string) =>
  ctx.db.prepare('SELECT 1 FROM users WHERE lower(username) = lower(?)').get(username) !== undefined;
const emailTaken = (ctx: PodContext, email: string) =>
  ctx.db
    .prepare(
      'SELECT 1 FROM users WHERE lower(email) = lower(?) UNION SELECT 1 FROM email_addresses WHERE lower(email) = lower(?)',
    )
    .get(email, email) !== undefined;

function openInvitation(ctx: PodContext, code: string): number | null {
  const row = ctx.db
    .prepare(
      `SELECT i.id FROM invitations i WHERE i.code = ? COLLATE NOCASE AND i.expiration_date > ?
         AND NOT EXISTS (SELECT 1 FROM invitation_users iu WHERE iu.invitation_id = i.id)`,
    )
    .get(code, isoDate()) as { id: number } | undefined;
  return row?.id ?? null;
}

interface CustomField {
  label: string;
  required: boolean;
}

/** The custom sign-up form's fields (`{fields: [{label, input_type, required}]}`), what can be read of it. */
function customFields(ctx: PodContext): CustomField[] {
  const value = readPreference(ctx.db, 'moderation__signup_form_customization') as { fields?: unknown } | null;
  const fields = value && Array.isArray(value.fields) ? (value.fields as unknown[]) : [];
  return fields.flatMap((field) => {
    if (typeof field !== 'object' || field === null) return [];
    const { label, required } = field as { label?: unknown; required?: unknown };
    return typeof label === 'string' && label !== '' ? [{ label, required: required !== false }] : [];
  });
}

/** Funkwhale's SignupFormSerializer: one CharField a custom field, keyed by its label. */
function requestFields(ctx: PodContext, raw: unknown, errors: Errors): Record<string, string> | undefined {
  if (raw === undefined) {
    errors.request_fields = ['This field is required.'];
    return undefined;
  }
  if (raw === null) {
    errors.request_fields = ['This field may not be null.'];
    return undefined;
  }
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    errors.request_fields = {
      non_field_errors: [`Invalid data. Expected a dictionary, but got ${Array.isArray(raw) ? 'list' : typeof raw}.`],
    };
    return undefined;
  }
  const given = raw as Record<string, unknown>;
  const nested: Errors = {};
  const answers: Record<string, string> = {};
  for (const field of customFields(ctx)) {
    const answer = textField(given, field.label, nested, { max: REQUEST_FIELD_MAX, required: field.required });
    if (answer !== undefined) answers[field.label] = answer;
  }
  if (Object.keys(nested).length > 0) {
    errors.request_fields = nested;
    return undefined;
  }
  return answers;
}

// --- e-mail addresses and confirmation keys (allauth's EmailAddress and EmailConfirmation) ---

const siteName = (ctx: PodContext) => String(readPreference(ctx.db, 'instance__name') || 'Funkwhale');

function sendConfirmation(ctx: PodContext, request: FastifyRequest, user: UserRow, emailId: number): void {
  const key = randomToken(64).toLowerCase();
  ctx.db
    .prepare('INSERT INTO email_confirmations (key, email_address_id, sent) VALUES (?, ?, ?)')
    .run(key, emailId, isoDate());
  const site = siteName(ctx);
  const link = `${originOf(request)}/auth/email/confirm?key=${encodeURIComponent(key)}`;
  sendMail(ctx, {
    to: user.email,
    subject: `[${site}] Please Confirm Your E-mail Address`,
    body:
      `Hello from ${site}!\n\n` +
      `You're receiving this e-mail because user ${user.username} has given yours as an e-mail address to connect their account.\n\n` +
      `To confirm this is correct, go to ${link}\n\n` +
      `Thank you from ${site}!\n`,
  });
}

// --- password reset tokens (Django's PasswordResetTokenGenerator, in spirit) ---

function resetSignature(ctx: PodContext, user: UserRow, issued: string): string {
  return createHmac('sha256', ctx.secret)
    .update(`reset:${user.id}:${user.password}:${user.secret_key}:${user.email}:${issued}`)
    .digest('hex')
    .slice(0, 32);
}

export function resetToken(ctx: PodContext, user: UserRow): string {
  const issued = Math.floor(Date.now() / 1000).toString(36);
  return `${issued}-${resetSignature(ctx, user, issued)}`;
}

function resetTokenValid(ctx: PodContext, user: UserRow, token: string): boolean {
  const [issued, signature, ...rest] = token.split('-');
  if (!issued || !signature || rest.length > 0 || !/^[0-9a-z]+$/.test(issued)) return false;
  if (signature !== resetSignature(ctx, user, issued)) return false;
  const age = Date.now() - parseInt(issued, 36) * 1000;
  return age >= 0 && age <= KEY_AGE;
}

/** allauth's user_pk_to_url_str: the primary key in base 36. */
export const uidOf = (user: Pick<UserRow, 'id'>) => user.id.toString(36);

function userOfUid(ctx: PodContext, uid: string): UserRow | undefined {
  if (!/^[0-9a-z]{1,13}$/i.test(uid)) return undefined;
  return userById(ctx.db, parseInt(uid, 36));
}

// --- routes ---

export function registrationRoutes(app: FastifyInstance, ctx: PodContext): void {
  apiRoute(app, 'POST', 'auth/registration/', async (request, reply) => {
    const fields = bodyFields(request);
    // RegisterView.create: without an invitation code, a closed pod refuses before reading anything.
    const code = fields.invitation;
    const hasCode = code !== undefined && code !== null && String(code as string) !== '';
    if (!hasCode && readPreference(ctx.db, 'users__registration_enabled') !== true) {
      throw new ApiError(403, { detail: 'Registration has been disabled' });
    }
    const approval = readPreference(ctx.db, 'moderation__signup_approval_enabled') === true;
    const errors: Errors = {};
    const username = textField(fields, 'username', errors, { max: USERNAME_MAX });
    if (username !== undefined) {
      if (!/^\w+$/.test(username))
        errors.username = [
          'Enter a valid username. This value may contain only English letters, numbers, and _ characters.',
        ];
      else if (usernameTaken(ctx, username)) errors.username = ['A user is already registered with this username.'];
    }
    const email = textField(fields, 'email', errors, { max: 254 });
    if (email !== undefined) {
      if (!EMAIL.test(email)) errors.email = ['Enter a valid email address.'];
      else if (emailTaken(ctx, email)) errors.email = ['A user is already registered with this e-mail address.'];
    }
    const password1 = textField(fields, 'password1', errors, { max: PASSWORD_MAX, trim: false });
    if (password1 !== undefined) {
      const problems = passwordProblems(password1);
      if (problems.length > 0) errors.password1 = problems;
    }
    const password2 = textField(fields, 'password2', errors, { max: PASSWORD_MAX, trim: false });
    let invitation: number | null = null;
    if (hasCode) {
      invitation = typeof code === 'string' || typeof code === 'number' ? openInvitation(ctx, String(code)) : null;
      if (invitation === null) errors.invitation = ['Invalid invitation code'];
    }
    const answers = approval ? requestFields(ctx, fields.request_fields, errors) : undefined;
    if (Object.keys(errors).length > 0) throw new ApiError(400, errors);
    if (password1 !== password2) throw fieldErrors({ non_field_errors: ["The two password fields didn't match."] });
    if (username === undefined || email === undefined || password1 === undefined) throw new ApiError(400, errors);

    const userId = ctx.db.transaction(() => {
      let id: number;
      if (approval) {
        // The account waits for a moderator: inactive, with a pending request (announced below).
        const requestId = createSignupRequest(
          ctx,
          { username, email, answers: answers && Object.keys(answers).length > 0 ? answers : null },
          new View(ctx, request),
        );
        id = (
          ctx.db.prepare('SELECT submitter_id FROM user_requests WHERE id = ?').get(requestId) as {
            submitter_id: number;
          }
        ).submitter_id;
        setUserPassword(ctx, id, password1);
      } else {
        id = createUser(ctx.db, { username, email, password: password1 });
      }
      if (invitation !== null)
        ctx.db.prepare('INSERT INTO invitation_users (user_id, invitation_id) VALUES (?, ?)').run(id, invitation);
      return id;
    })();
    const user = userById(ctx.db, userId) as UserRow;
    const emailId = Number(
      ctx.db
        .prepare('INSERT INTO email_addresses (user_id, email, verified, "primary") VALUES (?, ?, 0, 1)')
        .run(userId, email).lastInsertRowid,
    );
    sendConfirmation(ctx, request, user, emailId);
    if (verificationOf(ctx) === 'mandatory') return reply.code(201).send({ detail: 'Verification e-mail sent.' });
    // allauth logs the new account in (an inactive one is not).
    if (user.is_active) openSession(ctx, reply, user);
    return reply.code(204).send();
  });

  apiRoute(app, 'POST', 'auth/registration/verify-email/', async (request) => {
    const fields = bodyFields(request);
    const errors: Errors = {};
    const key = textField(fields, 'key', errors);
    if (key === undefined) throw new ApiError(400, errors);
    const row = ctx.db
      .prepare('SELECT email_address_id, sent FROM email_confirmations WHERE key = ?')
      .get(key.toLowerCase()) as { email_address_id: number; sent: string } | undefined;
    if (!row || Date.now() - Date.parse(row.sent) > KEY_AGE) throw notFound();
    const address = ctx.db
      .prepare('SELECT user_id, email FROM email_addresses WHERE id = ?')
      .get(row.email_address_id) as { user_id: number; email: string } | undefined;
    if (!address) throw notFound();
    // allauth: the address becomes verified and primary (it is the account's own address).
    ctx.db.prepare('UPDATE email_addresses SET verified = 1 WHERE id = ?').run(row.email_address_id);
    return { detail: 'ok' };
  });

  apiRoute(app, 'POST', 'auth/password/reset/', async (request) => {
    const fields = bodyFields(request);
    const errors: Errors = {};
    const email = textField(fields, 'email', errors, { max: 254 });
    if (email !== undefined && !EMAIL.test(email)) errors.email = ['Enter a valid email address.'];
    if (email === undefined || errors.email) throw new ApiError(400, errors);
    const users = ctx.db
      .prepare('SELECT * FROM users WHERE lower(email) = lower(?) AND is_active = 1 ORDER BY id')
      .all(email) as UserRow[];
    const site = siteName(ctx);
    for (const user of users) {
      const link = `${originOf(request)}/auth/password/reset/confirm?uid=${uidOf(user)}&token=${resetToken(ctx, user)}`;
      sendMail(ctx, {
        to: user.email,
        subject: `[${site}] Password Reset E-mail`,
        body:
          `Hello from ${site}!\n\n` +
          `You're receiving this e-mail because you or someone else has requested a password for your user account.\n` +
          `It can be safely ignored if you did not request a password reset. Click the link below to reset your password.\n\n` +
          `${link}\n\n` +
          `In case you forgot, your username is ${user.username}.\n\n` +
          `Thank you for using ${site}!\n`,
      });
    }
    return { detail: 'Password reset e-mail has been sent.' };
  });

  apiRoute(app, 'POST', 'auth/password/reset/confirm/', async (request) => {
    const fields = bodyFields(request);
    const errors: Errors = {};
    const password1 = textField(fields, 'new_password1', errors, { max: PASSWORD_MAX, trim: false });
    const password2 = textField(fields, 'new_password2', errors, { max: PASSWORD_MAX, trim: false });
    const uid = textField(fields, 'uid', errors);
    const token = textField(fields, 'token', errors);
    if (Object.keys(errors).length > 0) throw new ApiError(400, errors);
    const user = userOfUid(ctx, uid as string);
    if (!user) throw fieldErrors({ uid: ['Invalid value'] });
    // Django's SetPasswordForm first, then the token.
    if (password1 !== password2) throw fieldErrors({ new_password2: ['The two password fields didn’t match.'] });
    const problems = passwordProblems(password2 as string, user);
    if (problems.length > 0) throw fieldErrors({ new_password2: problems });
    if (!resetTokenValid(ctx, user, token as string)) throw fieldErrors({ token: ['Invalid value'] });
    setUserPassword(ctx, user.id, password2 as string);
    return { detail: 'Password has been reset with the new password.' };
  });
}

/** --test-hooks: the mails written (newest last), and the e-mail verification switch. */
export function registrationTestRoutes(app: FastifyInstance, ctx: PodContext): void {
  app.get('/__test__/mail', async () => listMail(ctx));
  app.post('/__test__/email-verification', async (request: FastifyRequest, reply: FastifyReply) => {
    const { mode } = bodyFields(request);
    if (mode !== 'optional' && mode !== 'mandatory') return reply.code(400).send({ mode: ['optional or mandatory'] });
    verification.set(ctx, mode);
    return reply.code(204).send();
  });
}
