import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { CloudOff } from '../icons';
import { useReachability } from '../../sync/status';
import { useDecideUserRequest, useUserRequest, type UserRequest } from '../../sync/user-requests';
import { podReasons } from '../messages/translate';
import { NotesPanel } from '../notes/NotesPanel';
import { SkeletonHero } from '../widgets/Cards';
import { ActorLink } from '../widgets/PersonLinks';
import { QueryState } from '../widgets/QueryState';
import { RelativeTime } from '../widgets/RelativeTime';
import { RequestStatus } from './RequestStatus';
import '../moderation/moderation-tables.css';
import { FormFailure } from '../widgets/FormFailure';

/** `manage/moderation/requests/{id}`: one sign-up request, its answers, Approve and Refuse, notes. */
export function RequestDetail() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const request = useUserRequest(id);
  return (
    <>
      <Link className="mod-back" to="/manage/moderation/requests">
        {t('accounts22Requests.back')}
      </Link>
      <QueryState query={request} loading={<SkeletonHero />}>
        {(data) => <RequestPage request={data} />}
      </QueryState>
    </>
  );
}

function RequestPage({ request }: { request: UserRequest }) {
  const { t } = useTranslation();
  const username = request.submitter?.preferredUsername ?? request.uuid;
  return (
    <article aria-labelledby="request-title">
      <h2 id="request-title">{t('accounts22Requests.title', { username })}</h2>
      <dl className="mod-facts">
        <dt>{t('accounts22Requests.submittedBy')}</dt>
        <dd>{request.submitter ? <ActorLink actor={request.submitter} admin full /> : '—'}</dd>
        <dt>{t('accounts22Requests.submitted')}</dt>
        <dd>{request.creationDate ? <RelativeTime date={request.creationDate} /> : '—'}</dd>
        <dt>{t('accounts22Requests.statusLabel')}</dt>
        <dd>
          <RequestStatus status={request.status} />
        </dd>
        <dt>{t('accounts22Requests.assignedTo')}</dt>
        <dd>
          {request.assignedTo ? (
            <ActorLink actor={request.assignedTo} admin avatar={false} />
          ) : (
            t('accounts22Requests.nobody')
          )}
        </dd>
        <dt>{t('accounts22Requests.resolved')}</dt>
        <dd>{request.handledDate ? <RelativeTime date={request.handledDate} /> : t('accounts22Requests.notYet')}</dd>
      </dl>
      <section className="mod-section" aria-labelledby="request-answers">
        <h3 id="request-answers">{t('accounts22Requests.answers')}</h3>
        {request.answers.length === 0 ? (
          <p className="muted">{t('accounts22Requests.noAnswers')}</p>
        ) : (
          <dl className="mod-answers">
            {request.answers.map(({ question, answer }) => (
              <div key={question}>
                <dt>{question}</dt>
                <dd>{answer || t('accounts22Requests.noAnswer')}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <Decision request={request} />
      <NotesPanel target={{ type: 'request', uuid: request.uuid }} />
    </article>
  );
}

/** Approve and Refuse, sent straight to the pod: disabled, and saying why, while it cannot be reached. */
function Decision({ request }: { request: UserRequest }) {
  const { t } = useTranslation();
  const decide = useDecideUserRequest(request.uuid);
  const offline = useReachability() === 'offline';
  const [errors, setErrors] = useState<string[]>([]);
  const send = async (status: 'approved' | 'refused') => {
    setErrors([]);
    try {
      await decide.mutateAsync({ status, wasPending: request.status === 'pending' });
    } catch (error) {
      setErrors(podReasons(error));
    }
  };
  return (
    <section className="mod-section">
      {offline && (
        <p className="state state--notice" role="status">
          <CloudOff aria-hidden size={16} /> {t('accounts22Requests.offline')}
        </p>
      )}
      <FormFailure title={t('accounts22Requests.decideFailed')} messages={errors} failed={decide.isError} />
      <div className="toolbar">
        {request.status !== 'approved' && (
          <button
            type="button"
            className="button button--primary"
            disabled={offline || decide.isPending}
            onClick={() => void send('approved')}
          >
            {t('accounts22Requests.approve')}
          </button>
        )}
        {request.status !== 'refused' && (
          <button
            type="button"
            className="button button--danger"
            disabled={offline || decide.isPending}
            onClick={() => void send('refused')}
          >
            {t('accounts22Requests.refuse')}
          </button>
        )}
      </div>
    </section>
  );
}
