import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { HttpClientProvider } from '../sync/core';
import { httpClient } from '../sync/runtime';
import { AppRouter } from './routing/AppRouter';
import { useMountedTable } from './variant/router';

interface Props {
  queryClient: QueryClient;
}

/** The route table is the current variant's (issue 26): a switch swaps it, and the key mounts the new one afresh. */
export function App({ queryClient }: Props) {
  const mounted = useMountedTable();
  return (
    <HttpClientProvider client={httpClient}>
      <QueryClientProvider client={queryClient}>
        {mounted && <AppRouter key={mounted.generation} table={mounted.table} />}
      </QueryClientProvider>
    </HttpClientProvider>
  );
}
