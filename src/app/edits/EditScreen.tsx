import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useSession } from '../../db/session';
import { type EditKind, useEdit, useEditTarget } from '../../sync/edits';
import { NotFound } from '../shell/NotFound';
import { SkeletonRows } from '../widgets/Cards';
import { QueryState } from '../widgets/QueryState';
import { useNumericParam } from '../library/useNumericParam';
import { EditCard } from './EditCard';
import { EditForm } from './EditForm';
import { RecentEdits } from './RecentEdits';
import { editPath } from './paths';
import './edits.css';

const DETAIL: Record<EditKind, string> = { artist: 'artists', album: 'albums', track: 'tracks' };

/** `/library/{kind}s/{id}/edit`: the recent edits above the form; read-only for another pod's object. */
export function EditScreen({ kind }: { kind: EditKind }) {
  const id = useNumericParam();
  return id === null ? <NotFound /> : <EditPage kind={kind} id={id} />;
}

function EditPage({ kind, id }: { kind: EditKind; id: number }) {
  const { t } = useTranslation();
  const signedIn = Boolean(useSession()?.profile);
  const target = useEditTarget(kind, id);
  return (
    <div className="page edit-page">
      <QueryState query={target} loading={<SkeletonRows count={4} />}>
        {(data) => (
          <>
            <header className="edit-page__head">
              {/* sw25: "Edit this album – {album} – Shoal", not the album screen's title. */}
              <p className="hero__kind" data-title-part>
                {t(`edits22Edits.heading.${kind}`)}
              </p>
              <h1>
                <Link to={`/library/${DETAIL[kind]}/${id}`}>{data.repr}</Link>
              </h1>
            </header>
            {!data.isLocal ? (
              <p className="edit-page__readonly" role="note">
                {t('edits22Edits.readOnly')}
              </p>
            ) : (
              <>
                <RecentEdits scope={{ kind, id }} />
                {signedIn ? (
                  <EditForm key={`${kind} ${id}`} target={data} />
                ) : (
                  <p className="muted">
                    <Link to={`/login?next=${encodeURIComponent(editPath(kind, id))}`}>
                      {t('edits22Edits.loginToEdit')}
                    </Link>
                  </p>
                )}
              </>
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}

/** `/library/{kind}s/{id}/edit/{editId}`: one edit (`mutations/{uuid}/`). */
export function EditDetailScreen({ kind }: { kind: EditKind }) {
  const { t } = useTranslation();
  const id = useNumericParam();
  const { editId = '' } = useParams();
  const edit = useEdit(editId);
  if (id === null) return <NotFound />;
  return (
    <div className="page edit-page">
      <p>
        <Link to={editPath(kind, id)}>{t('edits22Edits.backToEdit')}</Link>
      </p>
      <QueryState query={edit} loading={<SkeletonRows count={3} />}>
        {(data) => <EditCard edit={data} showTarget heading={1} />}
      </QueryState>
    </div>
  );
}
