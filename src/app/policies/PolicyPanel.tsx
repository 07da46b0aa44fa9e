import { useTranslation } from 'react-i18next';

/** What a moderation rule applies to: a whole domain (its name) or one account (user@domain). */
export type PolicyTarget = { type: 'domain'; id: string } | { type: 'actor'; id: string };

/**
 * The rule on a domain or an account and the form that creates, updates or deletes it (spec 02 section 9).
 * `policyId` is the rule the pod names in the domain's or account's answer (`instance_policy`), null when none.
 */
export function PolicyPanel(props: { target: PolicyTarget; policyId: number | null }) {
  const { t } = useTranslation();
  return (
    <section className="policy-panel" aria-label={t('domains22Policies.title')} data-target={props.target.id}>
      <h2>{t('domains22Policies.title')}</h2>
      {props.policyId === null ? <p>{t('domains22Policies.none')}</p> : null}
    </section>
  );
}
