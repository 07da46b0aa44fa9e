import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBearerResolver } from '../auth';
import { startPodWithUsers, type TestPod } from '../test-support/pod';
import { userByLogin } from '../users';

// ENDPOINTS.md section 1b: a token of another app (OAuth) never reaches the administration, even an
// admin's, while it still reads what apps may read. The demo pod has no OAuth yet: a resolver stands
// in for the token lookup, the permission checks under test are the routes' own.
const ADMIN_PATHS = [
  'instance/admin/settings/',
  'manage/users/users/',
  'manage/users/invitations/',
  'manage/library/albums/',
  'manage/library/uploads/',
  'manage/channels/',
  'manage/tags/',
  'plugins/',
];

describe.each(['2.0', '1.4'] as const)('administration under a bearer token (%s pod)', (mode) => {
  let pod: TestPod;
  const token = `admin-app-${mode}`;
  let remove: () => void;
  beforeAll(async () => {
    ({ pod } = await startPodWithUsers({ mode, testHooks: true }));
    remove = addBearerResolver((ctx, sent) => (sent === token ? (userByLogin(ctx.db, 'admin') ?? null) : null));
  });
  afterAll(async () => {
    remove();
    await pod.close();
  });

  const get = (path: string) =>
    fetch(new URL(`/api/v1/${path}`, pod.url), { headers: { authorization: `Bearer ${token}` } });

  it.each(ADMIN_PATHS)('%s answers 403 to an admin’s token', async (path) => {
    expect((await get(path)).status).toBe(403);
  });

  it('the same token reads the user’s own account', async () => {
    expect((await get('users/me/')).status).toBe(200);
  });
});
