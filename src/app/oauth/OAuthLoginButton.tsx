// oauthclient24: the login screen on another address than the pod's: no password form (the pod's
// cookie cannot work there), a button that starts the OAuth round trip, keeping `next`.

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { oauthSession } from '../../sync/oauth';
import type { UiText } from '../../sync/core';
import { FormErrors } from '../auth/FormErrors';

interface Props {
  instanceUrl: string;
  /** Where to go once logged in (the login screen's `next`). */
  next: string;
}

/** The pod's host as users know it (`pod.example`, `127.0.0.1:8080`). */
function hostOf(instanceUrl: string): string {
  try {
    return new URL(instanceUrl).host;
  } catch {
    return instanceUrl;
  }
}

export function OAuthLoginButton({ instanceUrl, next }: Props) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<UiText[]>([]);

  async function start() {
    setPending(true);
    setErrors([]);
    const result = await oauthSession.authorizeUrl({ instanceUrl, origin: window.location.origin, next });
    if (!result.ok) {
      setPending(false);
      setErrors(result.messages);
      return;
    }
    window.location.assign(result.data);
  }

  return (
    <>
      <FormErrors messages={errors} />
      <p>{t('oauthclient24Login.explain')}</p>
      <button type="button" className="button button--primary" disabled={pending} onClick={() => void start()}>
        {pending ? t('oauthclient24Login.starting') : t('oauthclient24Login.button', { pod: hostOf(instanceUrl) })}
      </button>
    </>
  );
}
