// signup24: the demo pod's mail folder.

import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { clearMail, listMail, mailDir, sendMail } from './mail';

const dirs: string[] = [];
const ctx = () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shoal-mail-'));
  dirs.push(dataDir);
  return { dataDir };
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('mail', () => {
  it('writes each mail as a file in <data>/mail and lists them oldest first', () => {
    const pod = ctx();
    expect(listMail(pod)).toEqual([]);
    sendMail(pod, { to: 'a@example.org', subject: 'First', body: 'Hello\n\nhttp://pod/x?key=1\n' });
    sendMail(pod, { to: 'b@example.org', subject: 'Second\nline', body: 'Bye' });
    const files = readdirSync(mailDir(pod));
    expect(files).toHaveLength(2);
    expect(readFileSync(join(mailDir(pod), files.sort()[0]!), 'utf8')).toMatch(/^To: a@example.org\nSubject: First\n/);
    const listed = listMail(pod);
    expect(listed.map(({ to, subject, body }) => ({ to, subject, body }))).toEqual([
      { to: 'a@example.org', subject: 'First', body: 'Hello\n\nhttp://pod/x?key=1\n' },
      { to: 'b@example.org', subject: 'Second line', body: 'Bye' },
    ]);
    clearMail(pod);
    expect(listMail(pod)).toEqual([]);
  });
});
