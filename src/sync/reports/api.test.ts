// Reports and notes against the real demo pod over HTTP, on a 2.0 pod and a 1.4 pod.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoPod, signedInClient, type RunningPod } from '../testing/demo-pod';
import type { HttpClient } from '../core/http';
import { createNote, deleteNote, listNotes } from '../notes/api';
import { deleteReportedObject, fetchReportCategories, fileReport, getReport, listReports, patchReport } from './api';
import { DEFAULT_REPORT_FILTERS, reportPayload, EMPTY_REPORT_DRAFT } from './model';

describe.each(['2.0', '1.4'] as const)('reports on a %s pod', (mode) => {
  let running: RunningPod;
  let admin: HttpClient;
  let demo: HttpClient;
  beforeAll(async () => {
    running = await startDemoPod({ mode });
    admin = await signedInClient(running, 'admin', 'admin');
    demo = await signedInClient(running, 'demo', 'demo');
  });
  afterAll(() => running.stop());

  it('reads the categories from node info 2.0, with those open to visitors (a real pod’s defaults)', async () => {
    const result = await fetchReportCategories(demo);
    expect(result.ok && result.data?.filter((category) => category.anonymous).map((category) => category.type)).toEqual(
      ['takedown_request', 'illegal_content'],
    );
    expect(result.ok && result.data).toHaveLength(5);
  });

  it('files a report that a moderator finds, assigns, resolves; deleting the track leaves the frozen copy', async () => {
    const context = { signedIn: true, remoteDomain: null, categories: [] };
    const draft = { ...EMPTY_REPORT_DRAFT, category: 'offensive_content', message: `Walrus ${mode}` };
    const filed = await fileReport(demo, reportPayload(draft, { type: 'track', id: 2 }, context));
    expect(filed.ok).toBe(true);
    const uuid = filed.ok ? filed.data.uuid : '';

    const found = await listReports(admin, 1, { ...DEFAULT_REPORT_FILTERS, q: 'walrus' });
    expect(found.ok && found.data.results.map((report) => report.uuid)).toEqual([uuid]);

    const assigned = await patchReport(admin, uuid, { assignedTo: `admin@${new URL(running.url).host}` });
    expect(assigned.ok && assigned.data.assignedTo?.preferredUsername).toBe('admin');

    const report = await getReport(admin, uuid);
    expect(report.ok).toBe(true);
    if (!report.ok) return;
    expect((await deleteReportedObject(admin, report.data)).ok).toBe(true);
    const resolved = await patchReport(admin, uuid, { resolved: true });
    expect(resolved.ok && resolved.data).toMatchObject({ resolved: true, target: null, targetType: 'track' });
    const unresolved = await listReports(admin, 1, { ...DEFAULT_REPORT_FILTERS, q: 'walrus' });
    expect(unresolved.ok && unresolved.data.count).toBe(0);
  });

  it('adds, lists and deletes a note on an account; a non-moderator is refused', async () => {
    const target = { type: 'account', fullUsername: `demo@${new URL(running.url).host}` } as const;
    const created = await createNote(admin, target, 'Warned about uploads');
    expect(created.ok).toBe(true);
    const notes = await listNotes(admin, target);
    expect(notes.ok && notes.data.map((note) => note.summary)).toEqual(['Warned about uploads']);
    expect((await deleteNote(admin, created.ok ? created.data.uuid : '')).ok).toBe(true);
    const after = await listNotes(admin, target);
    expect(after.ok && after.data).toEqual([]);
    const refused = await createNote(demo, target, 'x');
    expect(!refused.ok && refused.error.status).toBe(403);
  });
});
