import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { choiceToScopes, scopesToChoice, type ApplicationDraft } from '../../sync/applications';
import { ScopesFieldset } from './ScopesFieldset';

interface Props {
  initial: ApplicationDraft;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  disabled: boolean;
  onSubmit(draft: ApplicationDraft): void;
}

/** Name, redirect URIs and scopes of an application (new and edit). */
export function ApplicationForm({ initial, submitLabel, pendingLabel, pending, disabled, onSubmit }: Props) {
  const { t } = useTranslation();
  const helpId = useId();
  const [name, setName] = useState(initial.name);
  const [redirectUris, setRedirectUris] = useState(initial.redirectUris.split(/\s+/).filter(Boolean).join('\n'));
  const [scopes, setScopes] = useState(() => scopesToChoice(initial.scopes));
  return (
    <form
      className="app-form"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({ name, redirectUris, scopes: choiceToScopes(scopes) });
      }}
    >
      <label className="field">
        <span>{t('oauthpod24Form.name')}</span>
        <input value={name} required maxLength={255} onChange={(event) => setName(event.target.value)} />
      </label>
      <label className="field">
        <span>{t('oauthpod24Form.redirectUris')}</span>
        <textarea
          rows={3}
          value={redirectUris}
          aria-describedby={helpId}
          onChange={(event) => setRedirectUris(event.target.value)}
        />
      </label>
      <p id={helpId} className="muted">
        {t('oauthpod24Form.redirectUrisHelp')}
      </p>
      <ScopesFieldset value={scopes} onChange={setScopes} />
      <button type="submit" className="button button--primary" disabled={disabled || pending}>
        {pending ? pendingLabel : submitLabel}
      </button>
    </form>
  );
}
