import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import type { createBrowserRouter } from 'react-router';
import { HttpClientProvider } from '../sync/core';
import { httpClient } from '../sync/runtime';

interface Props {
  router: ReturnType<typeof createBrowserRouter>;
  queryClient: QueryClient;
}

export function App({ router, queryClient }: Props) {
  return (
    <HttpClientProvider client={httpClient}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </HttpClientProvider>
  );
}
