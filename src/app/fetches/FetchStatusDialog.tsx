import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Loader2 } from '../icons';
import { FETCH_POLL_MAX, refreshStateOf, type FetchDialogState, type FetchError } from '../../sync/fetches';
import { translateUiText } from '../messages/translate';
import { Modal } from '../widgets/Modal';
import './fetches.css';

/** The words of an error kind (spec 01 section 8), with the other server's status for HTTP. */
export function useFetchErrorText() {
  const { t } = useTranslation();
  return (error: FetchError) =>
    error.kind === 'http' && error.statusCode !== null
      ? t('fetches.kind.httpStatus', { status: error.statusCode })
      : t(`fetches.kind.${error.kind}`);
}

interface Props {
  state: FetchDialogState;
  onClose: () => void;
  /** "Refresh from remote": the outcome is said as a refresh state; a finished one stays on the page. */
  refresh?: boolean;
}

/**
 * The federation fetch status dialog (issue 21): requesting, waiting (the polls), then the outcome.
 * The panel leaves for the object's page itself when the fetch is finished; what is shown here is
 * everything else.
 */
export function FetchStatusDialog({ state, onClose, refresh = false }: Props) {
  const { t } = useTranslation();
  const errorText = useFetchErrorText();
  if (state.phase === 'idle') return null;
  const busy = state.phase === 'requesting' || state.phase === 'waiting';
  let body;
  let tone: 'busy' | 'ok' | 'error' | 'notice' = 'busy';
  switch (state.phase) {
    case 'requesting':
      body = <p>{t('fetches.requesting')}</p>;
      break;
    case 'waiting':
      body = (
        <p>
          {t('fetches.waiting')}{' '}
          {state.polls > 0 && (
            <span className="muted">{t('fetches.polls', { count: state.polls, max: FETCH_POLL_MAX })}</span>
          )}
        </p>
      );
      break;
    case 'later':
      tone = 'notice';
      body = (
        <>
          {refresh && <p className="fetch-dialog__state">{t('fetches.refreshState.pending')}</p>}
          <p>{t('fetches.later')}</p>
        </>
      );
      break;
    case 'failed':
      tone = 'error';
      body = (
        <>
          {refresh && <p className="fetch-dialog__state">{t('fetches.refreshState.failure')}</p>}
          <p>{t('fetches.requestFailed')}</p>
          <ul>
            {state.error.messages.map((text, index) => (
              <li key={index}>{translateUiText(text)}</li>
            ))}
          </ul>
        </>
      );
      break;
    case 'done': {
      const { outcome } = state;
      const refreshState = refresh ? refreshStateOf(outcome) : null;
      if (outcome.state === 'errored') {
        tone = 'error';
        body = (
          <>
            {refreshState && <p className="fetch-dialog__state">{t(`fetches.refreshState.${refreshState}`)}</p>}
            <p className="fetch-dialog__headline">{t('fetches.errored')}</p>
            <p>{errorText(outcome.error)}</p>
          </>
        );
      } else if (outcome.state === 'unretrievable') {
        tone = 'notice';
        body = (
          <>
            {refreshState && <p className="fetch-dialog__state">{t(`fetches.refreshState.${refreshState}`)}</p>}
            <p className="fetch-dialog__headline">{t('fetches.cannotRetrieve')}</p>
          </>
        );
      } else if (outcome.state === 'finished') {
        tone = 'ok';
        body = refresh ? (
          <p className="fetch-dialog__state">{t('fetches.refreshState.success')}</p>
        ) : (
          <p>
            <Link to={outcome.route} onClick={onClose}>
              {t('fetches.open')}
            </Link>
          </p>
        );
      } else body = <p>{t('fetches.waiting')}</p>;
      break;
    }
  }
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={refresh ? t('fetches.refreshTitle') : t('fetches.dialogTitle')}
      actions={
        <button type="button" className="button" onClick={onClose}>
          {busy ? t('fetches.cancel') : t('fetches.close')}
        </button>
      }
    >
      <div className={`fetch-dialog fetch-dialog--${tone}`} role="status" aria-live="polite" aria-busy={busy}>
        {busy && <Loader2 aria-hidden className="fetch-dialog__spinner" size={20} />}
        <div>{body}</div>
      </div>
    </Modal>
  );
}
