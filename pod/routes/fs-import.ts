// import23: the server import, `libraries/fs-import/` (ENDPOINTS §5), as a real 1.4 pod's
// LibraryViewSet.fs_import: GET `?path=` browses the import root (folders first, then files, each
// sorted) and says how the pod-wide import goes; POST `{path, library, import_reference}` starts one
// (201, no body; 400 "An import is already running" while one is pending or started); DELETE asks the
// running one to stop (204). A library flag is needed (403 `{}` otherwise, the view's own answer);
// the view's scope is `libraries`, which OAuth tokens may hold, so bearer tokens are not refused here.
// The import itself runs as `import_files --in-place` does: every audio file under the path becomes an
// upload of the library with the reference, read from its tags by the pod's importer, one at a time,
// the logs growing as it goes. Test hooks: `POST /__test__/fs-import {hold}` keeps a started import
// from going on (the "already running" test needs one that lasts) until `{hold: false}`.

import { existsSync, readdirSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../auth';
import type { PodContext } from '../context';
import { importRoot } from '../fs-import-seed';
import { bodyFields } from '../http/body';
import { ApiError, badRequest, fieldErrors } from '../http/errors';
import { queryOf } from '../http/query';
import { apiRoute } from '../http/route';
import { isoDate, newUuid, parseUuid, randomToken } from '../ids';
import { AUDIO_TYPES, importerOf, originOfRequest, type Origin } from '../importer';
import { permissionsOf } from '../users';

/** Between two files of an import: long enough for a client's polls to see it run. */
const STEP_MS = 250;

type CacheKey = 'status' | 'reference' | 'logs' | 'job' | 'hold';

function read(ctx: PodContext, key: CacheKey): string | null {
  const row = ctx.db.prepare('SELECT value FROM fs_import_cache WHERE key = ?').get(key) as
    { value: string } | undefined;
  return row?.value ?? null;
}

function write(ctx: PodContext, key: CacheKey, value: string): void {
  ctx.db.prepare('INSERT OR REPLACE INTO fs_import_cache (key, value) VALUES (?, ?)').run(key, value);
}

function logs(ctx: PodContext): string[] {
  return JSON.parse(read(ctx, 'logs') ?? '[]') as string[];
}

function log(ctx: PodContext, ...lines: string[]): void {
  write(ctx, 'logs', JSON.stringify([...logs(ctx), ...lines]));
}

/** `utils.browse_dir`: a path with `..` is refused; a missing one or a file is an error (Python's words). */
function browse(root: string, path: string): Array<{ name: string; dir: boolean }> {
  if (path.includes('..')) throw new Error('Relative browsing is not allowed');
  const real = join(root, path);
  if (!existsSync(real)) throw new Error(`[Errno 2] No such file or directory: '${real}'`);
  if (!statSync(real).isDirectory()) throw new Error(`[Errno 20] Not a directory: '${real}'`);
  const names = readdirSync(real).sort();
  const isDir = (name: string) => statSync(join(real, name)).isDirectory();
  return [
    ...names.filter(isDir).map((name) => ({ name, dir: true })),
    ...names.filter((name) => !isDir(name)).map((name) => ({ name, dir: false })),
  ];
}

/** The audio files under a folder (or the file itself), as `crawl_dir` finds them. */
function crawl(path: string): string[] {
  if (statSync(path).isFile()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => {
      const child = join(path, name);
      if (statSync(child).isDirectory()) return crawl(child);
      return AUDIO_TYPES[extname(name).slice(1).toLowerCase()] !== undefined ? [child] : [];
    });
}

function requireLibraryFlag(request: FastifyRequest) {
  const user = requireUser(request);
  // The view answers this itself, with an empty body.
  if (!permissionsOf(user).library) throw new ApiError(403, {});
  return user;
}

const timers = new WeakMap<PodContext, Set<NodeJS.Timeout>>();

function later(ctx: PodContext, run: () => void): void {
  const set = timers.get(ctx);
  if (!set) return;
  const timer = setTimeout(() => {
    set.delete(timer);
    run();
  }, STEP_MS);
  set.add(timer);
}

interface Job {
  id: string;
  library: string;
  ownerId: number;
  root: string;
  files: string[];
  reference: string;
  origin: Origin;
}

/** One step of a running import: the next file, or the end; stops when the pod was reset under it. */
function step(app: FastifyInstance, ctx: PodContext, job: Job, index: number, imported: number): void {
  if (read(ctx, 'job') !== job.id) return;
  const status = read(ctx, 'status');
  if (status === 'canceled') {
    // `import_files` raises "Import cancelled"; its `finally` marks the import finished.
    log(ctx, 'Import cancelled');
    write(ctx, 'status', 'finished');
    return;
  }
  if (read(ctx, 'hold') === 'true') return later(ctx, () => step(app, ctx, job, index, imported));
  const file = job.files[index];
  if (file === undefined) {
    log(
      ctx,
      `Successfully imported ${imported} new tracks in 0s`,
      `For details, please refer to import reference '${job.reference}'`,
      'Pruning dangling tracks, albums and artists from library…',
    );
    write(ctx, 'status', 'finished');
    return;
  }
  const name = file.split(sep).at(-1) ?? file;
  const extension = extname(name).slice(1).toLowerCase();
  const uuid = newUuid();
  ctx.db
    .prepare(
      `INSERT INTO uploads (uuid, track_id, library_uuid, owner_id, root, file, filename, mimetype, extension, size,
         import_status, import_reference, creation_date, import_metadata)
       VALUES (?, NULL, ?, ?, 'data', ?, ?, ?, ?, ?, 'pending', ?, ?, '{}')`,
    )
    .run(
      uuid,
      job.library,
      job.ownerId,
      relative(ctx.dataDir, file),
      name,
      AUDIO_TYPES[extension] ?? 'application/octet-stream',
      extension,
      statSync(file).size,
      job.reference,
      isoDate(),
    );
  void importerOf(app, ctx)
    .process(uuid, job.origin)
    .catch(() => undefined)
    .then(() => {
      if (read(ctx, 'job') !== job.id) return;
      log(ctx, `  - [${index + 1}/${job.files.length}] ${relative(job.root, file)}`);
      later(ctx, () => step(app, ctx, job, index + 1, imported + 1));
    });
}

export function fsImportRoutes(app: FastifyInstance, ctx: PodContext): void {
  timers.set(ctx, new Set());
  app.addHook('onClose', async () => {
    for (const timer of timers.get(ctx) ?? []) clearTimeout(timer);
    timers.get(ctx)?.clear();
  });

  apiRoute(app, 'GET', 'libraries/fs-import/', async (request) => {
    requireLibraryFlag(request);
    const root = importRoot(ctx);
    const path = queryOf(request).get('path') ?? '';
    const status = read(ctx, 'status');
    let content;
    try {
      content = browse(root, path);
    } catch (error) {
      throw badRequest((error as Error).message);
    }
    return {
      root,
      path,
      import: status ? { status, reference: read(ctx, 'reference'), logs: logs(ctx) } : null,
      content,
    };
  });

  apiRoute(app, 'POST', 'libraries/fs-import/', async (request, reply) => {
    const user = requireLibraryFlag(request);
    const running = read(ctx, 'status');
    if (running === 'pending' || running === 'started') throw badRequest('An import is already running');
    const fields = bodyFields(request);
    const errors: Record<string, string[]> = {};
    const root = importRoot(ctx);
    const { path, library, import_reference: reference } = fields;
    if (path === undefined) errors.path = ['This field is required.'];
    else if (typeof path !== 'string') errors.path = ['Not a valid string.'];
    else {
      try {
        browse(root, path);
      } catch {
        errors.path = ['Invalid path'];
      }
    }
    const uuid = typeof library === 'string' ? parseUuid(library) : null;
    if (library === undefined) errors.library = ['This field is required.'];
    else if (uuid === null) errors.library = ['Must be a valid UUID.'];
    else if (
      !ctx.db
        .prepare('SELECT 1 FROM libraries WHERE uuid = ? AND owner_id = ? AND channel_uuid IS NULL')
        .get(uuid, user.id)
    )
      errors.library = ['Invalid library'];
    if (reference === undefined) errors.import_reference = ['This field is required.'];
    else if (typeof reference !== 'string' || reference.trim() === '')
      errors.import_reference = ['This field may not be blank.'];
    if (Object.keys(errors).length) throw fieldErrors(errors);
    const job: Job = {
      id: randomToken(16),
      library: uuid as string,
      ownerId: user.id,
      root,
      files: crawl(join(root, path as string)),
      reference: (reference as string).trim(),
      origin: originOfRequest(request),
    };
    write(ctx, 'job', job.id);
    write(ctx, 'status', 'pending');
    write(ctx, 'reference', job.reference);
    write(ctx, 'logs', '[]');
    later(ctx, () => {
      if (read(ctx, 'job') !== job.id) return;
      write(ctx, 'status', 'started');
      log(
        ctx,
        'Checking imported paths against settings.MUSIC_DIRECTORY_PATH',
        `For details, please refer to import reference '${job.reference}'`,
        'Starting import of new files…',
        `Handling batch 1 (${job.files.length} items)`,
        '  Import summary:',
        `  - ${job.files.length} files found matching this pattern: ['${join(root, path as string)}']`,
        `  - ${job.files.length} new files`,
      );
      step(app, ctx, job, 0, 0);
    });
    return reply.code(201).send();
  });

  apiRoute(app, 'DELETE', 'libraries/fs-import/', async (request, reply) => {
    requireLibraryFlag(request);
    write(ctx, 'status', 'canceled');
    return reply.code(204).send();
  });
}

/** `POST /__test__/fs-import {hold: boolean}`: a started import waits while held. */
export function fsImportTestRoutes(app: FastifyInstance, ctx: PodContext): void {
  app.post('/__test__/fs-import', async (request, reply) => {
    const { hold } = bodyFields(request);
    if (typeof hold !== 'boolean') throw fieldErrors({ hold: ['Must be a valid boolean.'] });
    write(ctx, 'hold', String(hold));
    return reply.code(204).send();
  });
}
