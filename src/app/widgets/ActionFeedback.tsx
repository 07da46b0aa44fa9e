import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Loader2 } from '../icons';
import { useTimedFlag } from './useTimedFlag';
import './shared.css';

/** Spec 02 section 9: the check mark stays 2 seconds. */
const ACTION_CHECK_MS = 2000;

/**
 * Beside a control that starts some work: a spinner while `loading`, then a check mark for 2 s once
 * it is done (loading went back to false without `failed`).
 */
export function ActionFeedback({ loading, failed = false }: { loading: boolean; failed?: boolean }) {
  const { t } = useTranslation();
  const [done, showDone] = useTimedFlag(ACTION_CHECK_MS);
  const wasLoading = useRef(loading);
  useEffect(() => {
    if (wasLoading.current && !loading && !failed) showDone();
    wasLoading.current = loading;
  }, [loading, failed, showDone]);
  const state = loading ? 'loading' : done ? 'done' : 'idle';
  return (
    <span className="action-feedback" data-state={state} role="status">
      {loading && <Loader2 aria-hidden size={16} className="spin" />}
      {!loading && done && <Check aria-hidden size={16} className="action-feedback__check" />}
      <span className="visually-hidden">{loading ? t('widgets.working') : done ? t('widgets.done') : ''}</span>
    </span>
  );
}
