import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { CloudOff } from '../icons';
import { instanceSettingsOrDefaults, useInstanceSettings } from '../../sync/instance';
import { signupFormView, signupOpen, useSignUp, type SignupOutcome } from '../../sync/signup';
import { useReachability } from '../../sync/status';
import { lazyPlayer } from '../../player/lazy';
import { podReasons } from '../messages/translate';
import { FormFailure } from '../widgets/FormFailure';
import { Markdown } from '../widgets/SafeHtml';
import { useInstanceName } from '../auth/useInstanceName';

/**
 * `signup` (query `invitation`): username, e-mail address and password; with the pod's approval on,
 * its help text and custom fields too (sent as `request_fields`). A closed pod without an invitation
 * shows a notice and no form. A created account logs in, or says that a verification mail was sent,
 * or that the request awaits a moderator. A refusal shows the header over the pod's reasons.
 */
export function SignupScreen() {
  const { t } = useTranslation();
  const pod = useInstanceName();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const invitation = params.get('invitation')?.trim() || null;
  const settingsQuery = useInstanceSettings();
  const settings = instanceSettingsOrDefaults(settingsQuery.data);
  const form = signupFormView(settings);
  const offline = useReachability() === 'offline';
  const signUp = useSignUp();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<SignupOutcome | null>(null);
  const [errors, setErrors] = useState<string[]>([]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors([]);
    let result: SignupOutcome;
    try {
      result = await signUp.mutateAsync({
        input: { username, email, password, answers, ...(invitation ? { invitation } : {}) },
        form,
      });
    } catch (error) {
      setErrors(podReasons(error));
      return;
    }
    if (result === 'loggedIn') {
      // As after a login: pages fetched anonymously may differ for this user.
      queryClient.clear();
      void lazyPlayer.flushListenings();
      void navigate('/library', { replace: true });
      return;
    }
    setOutcome(result);
  }

  const title = <h1 id="signup-title">{pod ? t('signup24Form.title', { pod }) : t('signup24Form.titleThisPod')}</h1>;

  if (settingsQuery.isPending) {
    return (
      <div className="page">
        <section className="form-card" aria-labelledby="signup-title" aria-busy="true">
          {title}
          <p className="muted">{t('signup24Form.loading')}</p>
        </section>
      </div>
    );
  }

  if (!signupOpen(settings.users.registrationEnabled, invitation)) {
    return (
      <div className="page">
        <section className="form-card" aria-labelledby="signup-title">
          {title}
          <p className="state state--notice" role="status">
            {pod ? t('signup24Form.closed', { pod }) : t('signup24Form.closedThisPod')}
          </p>
          <p className="muted">
            <Link to="/login">{t('signup24Form.haveAccount')}</Link>
          </p>
        </section>
      </div>
    );
  }

  if (outcome !== null) {
    return (
      <div className="page">
        <section className="form-card" aria-labelledby="signup-title">
          {title}
          <p className="state state--notice" role="status">
            {outcome === 'verificationSent'
              ? t('signup24Form.verificationSent')
              : outcome === 'created'
                ? t('signup24Form.created')
                : t('signup24Form.awaitingApproval')}
          </p>
          <p className="muted">
            <Link to="/login">{t('signup24Form.toLogin')}</Link>
          </p>
        </section>
      </div>
    );
  }

  return (
    <div className="page">
      <form className="form-card" onSubmit={(event) => void submit(event)} aria-labelledby="signup-title">
        {title}
        {invitation && <p className="muted">{t('signup24Form.invited', { code: invitation })}</p>}
        {offline && (
          <p className="state state--notice" role="status">
            <CloudOff aria-hidden size={16} /> {t('signup24Form.offline')}
          </p>
        )}
        <FormFailure title={t('signup24Form.refused')} messages={errors} failed={signUp.isError} />
        {form.approval && (
          <div className="signup-help">
            <p className="muted">{t('signup24Form.approvalNotice')}</p>
            {form.helpText.trim() !== '' && <Markdown text={form.helpText} />}
          </div>
        )}
        <label className="field">
          <span>{t('signup24Form.username')}</span>
          <input
            name="username"
            autoComplete="username"
            required
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            autoFocus
          />
        </label>
        <label className="field">
          <span>{t('signup24Form.email')}</span>
          <input
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </label>
        <label className="field">
          <span>{t('signup24Form.password')}</span>
          <input
            name="password"
            type="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        {form.fields.map((field) => {
          const value = answers[field.label] ?? '';
          const change = (next: string) => setAnswers((current) => ({ ...current, [field.label]: next }));
          return (
            <label className="field" key={field.label}>
              <span>{field.label}</span>
              {field.inputType === 'long_text' ? (
                <textarea required={field.required} value={value} rows={4} onChange={(e) => change(e.target.value)} />
              ) : (
                <input required={field.required} value={value} onChange={(e) => change(e.target.value)} />
              )}
            </label>
          );
        })}
        <button type="submit" className="button button--primary" disabled={offline || signUp.isPending}>
          {signUp.isPending ? t('signup24Form.submitting') : t('signup24Form.submit')}
        </button>
        <p className="muted">
          <Link to="/login">{t('signup24Form.haveAccount')}</Link>
        </p>
      </form>
    </div>
  );
}
