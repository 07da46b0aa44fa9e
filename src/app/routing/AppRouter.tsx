import { startTransition, useLayoutEffect, useState } from 'react';
import { Router, useRoutes, type RouteObject } from 'react-router';
import { useTable } from './first-routes';
import { appHistory } from './history';

function Table({ table }: { table: RouteObject[] }) {
  return useRoutes(table);
}

/**
 * r29 (issue 17): react-router's declarative router on the app's history (history.ts), rendering the
 * current variant's table. A change of place is a transition, as in react-router's own routers: a
 * screen whose chunk is loading leaves the previous one on screen rather than a blank fallback.
 */
export function AppRouter({ table }: { table: RouteObject[] }) {
  const history = appHistory();
  const [{ action, location }, setPlace] = useState(history.snapshot);
  useLayoutEffect(() => {
    setPlace(history.snapshot());
    return history.listen((update) => startTransition(() => setPlace(update)));
  }, [history]);
  useLayoutEffect(() => history.committed(location), [history, location]);
  return (
    <Router location={location} navigationType={action} navigator={history.navigator}>
      <Table table={useTable(table)} />
    </Router>
  );
}
