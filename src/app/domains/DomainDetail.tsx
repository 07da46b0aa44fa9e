import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  DOMAIN_STAT_KEYS,
  useDomain,
  useDomainStats,
  useDomainWrites,
  type Domain,
  type NodeInfoState,
} from '../../sync/domains';
import { useReachability } from '../../sync/status';
import { formatDay } from '../format/date';
import { formatSize } from '../format/size';
import { addMessage } from '../messages/store';
import { translateUiText } from '../messages/translate';
import { PolicyPanel } from '../policies/PolicyPanel';
import { ConfirmModal } from '../widgets/ConfirmModal';
import { QueryState } from '../widgets/QueryState';
import { RelativeTime } from '../widgets/RelativeTime';
import { PodAddressHint } from '../widgets/PodAddressHint';
import './domains.css';

function NodeInfoStatus({ info }: { info: NodeInfoState }) {
  const { t } = useTranslation();
  if (info.status === 'ok') return <>{t('domains22Domains.nodeInfoOk')}</>;
  if (info.status === 'unknown') return <>{t('domains22Domains.nodeInfoUnknown')}</>;
  return (
    <>
      {t('domains22Domains.nodeInfoError')}
      <small className="domain-nodeinfo-error">
        {t('domains22Domains.nodeInfoErrorDetail', { error: info.error })}
      </small>
    </>
  );
}

function Statistics({ name }: { name: string }) {
  const { t } = useTranslation();
  const stats = useDomainStats(name);
  return (
    <section className="domain-card" aria-labelledby="domain-stats">
      <h2 id="domain-stats">{t('domains22Domains.statistics')}</h2>
      <QueryState query={stats} loading={<p className="state">{t('domains22Domains.statsLoading')}</p>} offline={null}>
        {(data) => (
          <dl className="domain-facts">
            {DOMAIN_STAT_KEYS.filter((key) => data[key] !== undefined).map((key) => (
              <div key={key}>
                <dt>{t(`domains22Domains.stats.${key}`)}</dt>
                <dd>{key.startsWith('media_') ? (formatSize(data[key]) ?? '0 B') : data[key]}</dd>
              </div>
            ))}
          </dl>
        )}
      </QueryState>
    </section>
  );
}

/** A write of this page: busy while it runs, the pod's refusal shown under the page's header. */
function useAction() {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[] | null>(null);
  const run = async (
    write: () => Promise<{ ok: true } | { ok: false; error: { messages: Parameters<typeof translateUiText>[0][] } }>,
    done: () => void,
  ) => {
    setBusy(true);
    setErrors(null);
    const result = await write();
    setBusy(false);
    if (result.ok) done();
    else setErrors(result.error.messages.map((text) => translateUiText(text)));
  };
  return { busy, errors, run };
}

function DomainBody({ domain }: { domain: Domain }) {
  const { t, i18n } = useTranslation();
  const offline = useReachability() === 'offline';
  const writes = useDomainWrites();
  const action = useAction();
  const [purging, setPurging] = useState(false);
  const { name } = domain;
  const info = domain.nodeInfo;
  const unknown = t('domains22Domains.unknown');

  return (
    <>
      {action.errors && (
        <div className="state state--error" role="alert">
          <p>{t('domains22Domains.actionFailed')}</p>
          <ul>
            {action.errors.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
      )}
      {offline && <p className="state state--notice">{t('domains22Domains.needsPod')}</p>}
      <div className="domain-grid">
        <section className="domain-card" aria-labelledby="domain-instance">
          <h2 id="domain-instance">{t('domains22Domains.instanceData')}</h2>
          <dl className="domain-facts">
            <div>
              <dt>{t('domains22Domains.software')}</dt>
              <dd>{info.status === 'ok' ? (info.softwareName ?? unknown) : unknown}</dd>
            </div>
            <div>
              <dt>{t('domains22Domains.version')}</dt>
              <dd>{info.status === 'ok' ? (info.softwareVersion ?? unknown) : unknown}</dd>
            </div>
            <div>
              <dt>{t('domains22Domains.nodeInfoStatus')}</dt>
              <dd>
                <NodeInfoStatus info={info} />
              </dd>
            </div>
            <div>
              <dt>{t('domains22Domains.lastChecked')}</dt>
              <dd>
                {domain.nodeInfoCheckedAt ? (
                  <RelativeTime date={domain.nodeInfoCheckedAt} />
                ) : (
                  t('domains22Domains.never')
                )}
              </dd>
            </div>
            <div>
              <dt>{t('domains22Domains.firstSeen')}</dt>
              <dd>{domain.firstSeen ? formatDay(domain.firstSeen, i18n.language) : unknown}</dd>
            </div>
          </dl>
          <button
            type="button"
            className="button"
            disabled={action.busy || offline}
            onClick={() =>
              void action.run(
                () => writes.refreshNodeInfo(name),
                () => addMessage({ content: t('domains22Domains.refreshed', { name }) }),
              )
            }
          >
            {t('domains22Domains.refresh')}
          </button>
        </section>
        <Statistics name={name} />
        <section className="domain-card" aria-labelledby="domain-allow">
          <h2 id="domain-allow">{t('domains22Domains.allowList')}</h2>
          <p>{domain.allowed ? t('domains22Domains.isAllowed') : t('domains22Domains.isNotAllowed')}</p>
          <button
            type="button"
            className="button"
            disabled={action.busy || offline}
            onClick={() =>
              void action.run(
                () => writes.setAllowed(name, !domain.allowed),
                () =>
                  addMessage({
                    content: t(domain.allowed ? 'domains22Domains.allowRemoved' : 'domains22Domains.allowAdded', {
                      name,
                    }),
                  }),
              )
            }
          >
            {domain.allowed ? t('domains22Domains.allowRemove') : t('domains22Domains.allowAdd')}
          </button>
        </section>
        <PolicyPanel target={{ type: 'domain', id: name }} policyId={domain.policyId} />
        <section className="domain-card domain-card--danger" aria-labelledby="domain-purge">
          <h2 id="domain-purge">{t('domains22Domains.dangerZone')}</h2>
          <p className="muted">{t('domains22Domains.purgeHelp')}</p>
          <button
            type="button"
            className="button button--danger"
            disabled={action.busy || offline}
            onClick={() => setPurging(true)}
          >
            {t('domains22Domains.purge')}
          </button>
        </section>
      </div>
      {purging && (
        <ConfirmModal
          title={t('domains22Domains.purgeTitle', { name })}
          action={t('domains22Domains.purge')}
          onConfirm={() =>
            void action.run(
              () => writes.purge(name),
              () => addMessage({ content: t('domains22Domains.purged', { name }) }),
            )
          }
          onClose={() => setPurging(false)}
        >
          <p>{t('domains22Domains.purgeBody', { name })}</p>
        </ConfirmModal>
      )}
    </>
  );
}

/** `manage/moderation/domains/{name}` (spec 02): node info, statistics, allow-list, rule and purge. */
export function DomainDetail() {
  const { t } = useTranslation();
  const name = useParams().id ?? '';
  const query = useDomain(name);
  return (
    <div className="domain-page">
      <p>
        <Link to="/manage/moderation/domains">{t('domains22Domains.back')}</Link>
      </p>
      <header className="domain-header">
        <h2 className="domain-title">{name}</h2>
        <a href={`https://${name}`} target="_blank" rel="noreferrer noopener">
          {t('domains22Domains.visit', { name })}
        </a>
      </header>
      <QueryState query={query} loading={<p className="state">{t('domains22Domains.loadingOne')}</p>}>
        {(domain) => <DomainBody domain={domain} />}
      </QueryState>
      <PodAddressHint error={query.error} />
    </div>
  );
}
