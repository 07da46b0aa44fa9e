// Query hooks find the app's one HttpClient through React context, so tests and stories can hand
// them another (a client pointed at a demo pod).

import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { HttpClient } from './http';

const HttpClientContext = createContext<HttpClient | null>(null);

export function HttpClientProvider({ client, children }: { client: HttpClient; children?: ReactNode }) {
  return createElement(HttpClientContext.Provider, { value: client }, children);
}

export function useHttpClient(): HttpClient {
  const client = useContext(HttpClientContext);
  if (client === null) throw new Error('useHttpClient() needs an <HttpClientProvider> above it');
  return client;
}
