import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePolicy, type Policy, type PolicyTarget as SyncPolicyTarget } from '../../sync/policies';
import { QueryState } from '../widgets/QueryState';
import { RelativeTime } from '../widgets/RelativeTime';
import { PolicyForm } from './PolicyForm';
import './policies.css';

/** What a moderation rule applies to: a whole domain (its name) or one account (user@domain). */
export type PolicyTarget = SyncPolicyTarget;

const MEASURES = ['blockAll', 'silenceActivity', 'silenceNotifications', 'rejectMedia'] as const;

function PolicySummary({ policy }: { policy: Policy }) {
  const { t } = useTranslation();
  const measures = MEASURES.filter((measure) => policy[measure]);
  return (
    <div className="policy-summary">
      <p>
        <span className={`policy-status policy-status--${policy.isActive ? 'on' : 'paused'}`}>
          {policy.isActive ? t('domains22Policies.enabled') : t('domains22Policies.paused')}
        </span>
      </p>
      <ul aria-label={t('domains22Policies.measures')}>
        {measures.map((measure) => (
          <li key={measure}>{t(`domains22Policies.${measure}`)}</li>
        ))}
      </ul>
      {policy.summary !== '' && (
        <p>
          <strong>{t('domains22Policies.reason')}</strong> {policy.summary}
        </p>
      )}
      {policy.createdAt && (
        <p className="muted">
          {policy.author ? t('domains22Policies.by', { author: policy.author }) : null}{' '}
          <RelativeTime date={policy.createdAt} />
        </p>
      )}
    </div>
  );
}

/**
 * The rule on a domain or an account and the form that creates, updates or deletes it (spec 02
 * sections 3, 4; ENDPOINTS §13). `policyId` is the rule the pod names in the domain's or account's
 * answer (`instance_policy`), null when none; after a write the panel follows the rule it made or
 * deleted at once (and the manage queries are asked again), `onChange` tells the page too.
 */
export function PolicyPanel(props: {
  target: PolicyTarget;
  policyId: number | null;
  onChange?: (policyId: number | null) => void;
}) {
  const { target, policyId, onChange } = props;
  const { t } = useTranslation();
  const titleId = useId();
  const [current, setCurrent] = useState(policyId);
  const [editing, setEditing] = useState(false);
  useEffect(() => setCurrent(policyId), [policyId]);
  const query = usePolicy(current);
  const changed = (id: number | null) => {
    setCurrent(id);
    setEditing(false);
    onChange?.(id);
  };

  return (
    <section className="policy-panel" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('domains22Policies.title')}</h2>
      {current === null ? (
        <p>{t(target.type === 'domain' ? 'domains22Policies.noneDomain' : 'domains22Policies.noneAccount')}</p>
      ) : (
        <QueryState query={query} loading={<p className="state">{t('domains22Policies.loading')}</p>}>
          {(policy) => (editing ? null : <PolicySummary policy={policy} />)}
        </QueryState>
      )}
      {editing ? (
        <PolicyForm
          target={target}
          policy={current === null ? null : (query.data ?? null)}
          onDone={changed}
          onCancel={() => setEditing(false)}
        />
      ) : (
        (current === null || query.data) && (
          <button type="button" className="button" onClick={() => setEditing(true)}>
            {current === null ? t('domains22Policies.add') : t('domains22Policies.edit')}
          </button>
        )
      )}
    </section>
  );
}
