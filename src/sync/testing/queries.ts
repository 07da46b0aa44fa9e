// Test-only: a QueryClient without retries or garbage collection timers, for queryFn tests.

import { QueryClient } from '@tanstack/react-query';
import { HttpClient } from '../core/http';
import { scriptedFetch, type Answer } from './responses';

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

export function podClient(...answers: Answer[]) {
  const fetchImpl = scriptedFetch(...answers);
  // Every answer is scripted: no CSRF cookie fetch slips in before a write.
  const http = new HttpClient({
    getApiBase: () => 'https://pod.example/api/v1/',
    getCsrfToken: () => null,
    fetchCsrfCookie: false,
    fetchImpl,
  });
  return { http, fetchImpl };
}
