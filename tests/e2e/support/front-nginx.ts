import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

export const NGINX = '/usr/sbin/nginx';

/** Whether Debian's nginx is here (`.ci/run` installs nginx-light when it is missing). */
export function hasNginx(): boolean {
  return existsSync(NGINX) && spawnSync(NGINX, ['-v']).status === 0;
}

/** A port nothing listens on now (the system's pick), for nginx to take. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts tests/tools/front-nginx/run.sh (nginx as Funkwhale's deploy template sets it up) on `port`,
 * in front of the pod at `pod` (host:port), and waits until it answers.
 */
export async function startFrontNginx(port: number, pod: string): Promise<ChildProcess> {
  const child = spawn('tests/tools/front-nginx/run.sh', [String(port), pod], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx stopped: ${output}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/index.html`);
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGTERM');
  throw new Error(`nginx did not answer on ${port}: ${output}`);
}

/** An ID3v2.3 tag (title and a front cover) in front of an mp3's bytes: a file whose cover the upload dialog previews. */
export function withCover(mp3: Buffer, title: string, png: Buffer): Buffer {
  const frame = (id: string, body: Buffer) => {
    const header = Buffer.alloc(10);
    header.write(id, 0, 'latin1');
    header.writeUInt32BE(body.length, 4);
    return Buffer.concat([header, body]);
  };
  const tit2 = frame('TIT2', Buffer.concat([Buffer.from([0]), Buffer.from(title, 'latin1')]));
  const apic = frame(
    'APIC',
    Buffer.concat([Buffer.from([0]), Buffer.from('image/png\0', 'latin1'), Buffer.from([3, 0]), png]),
  );
  const frames = Buffer.concat([tit2, apic]);
  const size = frames.length;
  const syncsafe = Buffer.from([(size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f]);
  return Buffer.concat([Buffer.from('ID3', 'latin1'), Buffer.from([3, 0, 0]), syncsafe, frames, mp3]);
}
