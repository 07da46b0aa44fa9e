import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { HttpClientProvider } from '../sync/core';
import { httpClient } from '../sync/runtime';
import { useMountedRouter } from './variant/router';

interface Props {
  queryClient: QueryClient;
}

/** The router is the current variant's (issue 26): a switch swaps it, and the key mounts the new one afresh. */
export function App({ queryClient }: Props) {
  const mounted = useMountedRouter();
  return (
    <HttpClientProvider client={httpClient}>
      <QueryClientProvider client={queryClient}>
        {mounted && <RouterProvider key={mounted.generation} router={mounted.router} />}
      </QueryClientProvider>
    </HttpClientProvider>
  );
}
