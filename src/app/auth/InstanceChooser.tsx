import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../db/session';
import { chooseInstance } from '../../sync/session';
import type { UiText } from '../../sync/core';
import { safeNext } from '../routing/guards';
import { FormErrors } from './FormErrors';

export function InstanceChooser() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const session = useSession();
  const [url, setUrl] = useState(session?.instanceUrl ?? '');
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<UiText[]>([]);

  async function connect(target: string) {
    setPending(true);
    setErrors([]);
    const result = await chooseInstance(target);
    setPending(false);
    if (!result.ok) {
      setErrors(result.messages);
      return;
    }
    queryClient.clear();
    void navigate(safeNext(params.get('next'), '/'), { replace: true });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void connect(url);
  }

  const known = session?.knownInstances ?? [];

  return (
    <div className="page">
      <form className="form-card" onSubmit={submit} aria-labelledby="chooser-title" noValidate>
        <h1 id="chooser-title">{t('chooser.title')}</h1>
        <p className="muted">{t('chooser.explain')}</p>
        <FormErrors messages={errors} />
        <label className="field">
          <span>{t('chooser.url')}</span>
          <input
            name="instance-url"
            type="url"
            inputMode="url"
            placeholder="https://pod.example"
            required
            value={url}
            onChange={(e) => setUrl(e.target.value)}
          />
        </label>
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? t('chooser.checking') : t('chooser.submit')}
        </button>
        {known.length > 0 && (
          <section className="section" aria-labelledby="chooser-known">
            <h2 id="chooser-known" className="field">
              {t('chooser.known')}
            </h2>
            <ul className="plain-list" aria-labelledby="chooser-known">
              {known.map((instance) => (
                <li key={instance} className="plain-list__row">
                  <span>{instance}</span>
                  {/* The name starts with the words shown, so asking for the button by them finds it. */}
                  <button
                    type="button"
                    className="button"
                    disabled={pending}
                    onClick={() => void connect(instance)}
                    aria-label={t(
                      instance === session?.instanceUrl ? 'chooser.currentConnectTo' : 'chooser.connectTo',
                      { url: instance },
                    )}
                  >
                    {instance === session?.instanceUrl ? t('chooser.current') : t('chooser.submit')}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}
      </form>
    </div>
  );
}
