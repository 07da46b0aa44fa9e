// signup24: the demo pod's outgoing mail. A real pod sends e-mail (Django's EMAIL_CONFIG); the demo
// pod writes each mail as a text file in `<data folder>/mail/` instead (the file name orders them,
// oldest first), and with --test-hooks lists them at `GET /__test__/mail`.

import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PodContext } from './context';

export interface Mail {
  to: string;
  subject: string;
  body: string;
}

export interface StoredMail extends Mail {
  file: string;
  date: string;
}

export const mailDir = (ctx: Pick<PodContext, 'dataDir'>): string => join(ctx.dataDir, 'mail');

let sequence = 0;

/** Writes one mail as `<date>-<n>.eml`: `To:`, `Subject:` and `Date:` headers, a blank line, the body. */
export function sendMail(ctx: Pick<PodContext, 'dataDir'>, mail: Mail): string {
  const dir = mailDir(ctx);
  mkdirSync(dir, { recursive: true });
  const date = new Date();
  sequence += 1;
  const file = `${date.toISOString().replace(/[:.]/g, '-')}-${String(sequence).padStart(6, '0')}.eml`;
  const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ');
  const text = `To: ${oneLine(mail.to)}\nSubject: ${oneLine(mail.subject)}\nDate: ${date.toUTCString()}\n\n${mail.body}`;
  writeFileSync(join(dir, file), text, 'utf8');
  return file;
}

function parseMail(file: string, text: string): StoredMail {
  const split = text.indexOf('\n\n');
  const head = split === -1 ? text : text.slice(0, split);
  const body = split === -1 ? '' : text.slice(split + 2);
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'm').exec(head)?.[1] ?? '';
  return { file, to: header('To'), subject: header('Subject'), date: header('Date'), body };
}

/** Every mail the pod wrote, oldest first. */
export function listMail(ctx: Pick<PodContext, 'dataDir'>): StoredMail[] {
  const dir = mailDir(ctx);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => parseMail(name, readFileSync(join(dir, name), 'utf8')));
}

/** Forgets every mail (the test hooks' reset). */
export function clearMail(ctx: Pick<PodContext, 'dataDir'>): void {
  rmSync(mailDir(ctx), { recursive: true, force: true });
}
