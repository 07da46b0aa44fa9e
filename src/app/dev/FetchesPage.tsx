import { useSearchParams } from 'react-router';
import { RemoteObjectPanel } from '../fetches/RemoteObjectPanel';

/** fetch21: the remote object panel on a page of its own (`?q=`), as the search page's remote tab shows it. */
export function FetchesPage() {
  const [params] = useSearchParams();
  return (
    <div className="page">
      <h1>Remote object</h1>
      <RemoteObjectPanel query={params.get('q') ?? ''} />
    </div>
  );
}
