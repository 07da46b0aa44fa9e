import 'fake-indexeddb/auto';
import { MutationObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { podClient, testQueryClient } from '../testing/queries';
import { json } from '../testing/responses';
import { deleteDraft, listChannelDrafts, publishDrafts } from './drafts-api';
import { draftKeys, draftMutationOptions, sendDelete, type ChannelDraftUpload } from './drafts';

const CHANNEL = '5b7c3f1e-2d4a-4c8b-9e0f-1a2b3c4d5e6f';

const apiDraft = (uuid: string, title: string | undefined, extra: Record<string, unknown> = {}) => ({
  uuid,
  filename: `${uuid}.mp3`,
  creation_date: '2026-11-20T10:00:00Z',
  import_status: 'draft',
  source: `upload://${uuid}.mp3`,
  import_metadata: title === undefined ? {} : { title },
  ...extra,
});

const page = (...results: unknown[]) => ({ count: results.length, next: null, previous: null, results });

describe('a channel’s drafts', () => {
  it('are read with the channel and draft filters, newest first, and mapped for the page', async () => {
    const { http, fetchImpl } = podClient(
      json(page(apiDraft('a', ' Pilot '), apiDraft('b', undefined, { filename: null, source: 'upload://b.ogg' }))),
    );
    const result = await listChannelDrafts(http, CHANNEL);
    const url = new URL(fetchImpl.calls[0]!.url);
    expect(url.pathname).toBe('/api/v1/uploads/');
    expect(url.searchParams.get('channel')).toBe(CHANNEL);
    expect(url.searchParams.get('import_status')).toBe('draft');
    expect(url.searchParams.get('include_channels')).toBe('true');
    expect(url.searchParams.get('ordering')).toBe('-creation_date');
    expect(result.ok && result.data).toEqual([
      { uuid: 'a', title: 'Pilot', file: 'a.mp3', creationDate: '2026-11-20T10:00:00Z' },
      { uuid: 'b', title: null, file: 'b.ogg', creationDate: '2026-11-20T10:00:00Z' },
    ]);
  });

  it('are published with the upload dialog’s action and deleted one by one', async () => {
    const { http, fetchImpl } = podClient(json({ updated: 1 }), new Response(null, { status: 204 }));
    const published = await publishDrafts(http, ['a']);
    expect(published.ok && published.data).toBe(1);
    expect(fetchImpl.calls[0]!.method).toBe('POST');
    expect(new URL(fetchImpl.calls[0]!.url).pathname).toBe('/api/v1/uploads/action/');
    expect(JSON.parse(String(fetchImpl.calls[0]!.body))).toEqual({ action: 'publish', objects: ['a'] });
    expect((await deleteDraft(http, 'b')).ok).toBe(true);
    expect(fetchImpl.calls[1]!.method).toBe('DELETE');
    expect(new URL(fetchImpl.calls[1]!.url).pathname).toBe('/api/v1/uploads/b/');
  });
});

describe('a draft’s action', () => {
  const cached: ChannelDraftUpload[] = [
    { uuid: 'a', title: 'One', file: 'a.mp3', creationDate: null },
    { uuid: 'b', title: 'Two', file: 'b.mp3', creationDate: null },
  ];

  it('takes the draft off the list at once and keeps it off when the pod agrees', async () => {
    let listed: unknown;
    const { http } = podClient((request) => {
      if (request.method === 'DELETE') {
        listed = queryClient.getQueryData(draftKeys(CHANNEL));
        return new Response(null, { status: 204 });
      }
      return json(page(apiDraft('a', 'One')));
    });
    const queryClient = testQueryClient();
    queryClient.setQueryData(draftKeys(CHANNEL), cached);
    await new MutationObserver(queryClient, draftMutationOptions(http, queryClient, CHANNEL, sendDelete)).mutate('b');
    expect(listed).toEqual([cached[0]]);
    expect(queryClient.getQueryData(draftKeys(CHANNEL))).toEqual([cached[0]]);
  });

  it('puts the draft back when the pod refuses', async () => {
    const { http } = podClient(json({ detail: 'Not found.' }, 404));
    const queryClient = testQueryClient();
    queryClient.setQueryData(draftKeys(CHANNEL), cached);
    const observer = new MutationObserver(queryClient, draftMutationOptions(http, queryClient, CHANNEL, sendDelete));
    await expect(observer.mutate('b')).rejects.toThrow();
    expect(queryClient.getQueryData(draftKeys(CHANNEL))).toEqual(cached);
  });
});
