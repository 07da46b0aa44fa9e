import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UiText } from '../../sync/core';
import {
  canForward,
  DEFAULT_REPORT_CATEGORIES,
  EMPTY_REPORT_DRAFT,
  reportCategoriesFor,
  reportFormProblems,
  reportPayload,
  useReportCategories,
  useReportCommands,
  type ReportDraft,
  type ReportFormContext,
  type ReportTarget,
} from '../../sync/reports';
import { useSession } from '../../db/session';
import { useReachability } from '../../sync/status';
import { addMessage } from '../messages/store';
import { Button } from '../widgets/Button';
import { Modal } from '../widgets/Modal';
import { useFormDraft } from '../widgets/useFormDraft';
import { FormFailure } from '../widgets/FormFailure';
import './reports.css';

interface Props {
  target: ReportTarget;
  name: string;
  remoteDomain: string | null;
  onClose(): void;
}

function parseDraft(value: unknown): ReportDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const draft = value as Record<string, unknown>;
  if (typeof draft.category !== 'string' || typeof draft.message !== 'string' || typeof draft.email !== 'string')
    return null;
  return { category: draft.category, message: draft.message, email: draft.email, forward: draft.forward === true };
}

const targetKey = (target: ReportTarget) =>
  `${target.type} ${target.type === 'account' ? target.fullUsername : 'uuid' in target ? target.uuid : target.id}`;

/**
 * The report form (spec 02 section 5): a category of node info's `reportTypes` (only the anonymous
 * ones for a visitor), a message, a contact e-mail when anonymous and, for another pod's object, the
 * forward of an anonymized copy. The input stays on the device until the pod has taken the report.
 */
export function ReportModal({ target, name, remoteDomain, onClose }: Props) {
  const { t } = useTranslation();
  const signedIn = Boolean(useSession()?.profile);
  const categories = useReportCategories();
  const { submit } = useReportCommands();
  const offline = useReachability() === 'offline';
  const draft = useFormDraft(`report ${targetKey(target)}`, EMPTY_REPORT_DRAFT, parseDraft);
  const [errors, setErrors] = useState<UiText[]>([]);
  const [tried, setTried] = useState(false);

  const context: ReportFormContext = {
    signedIn,
    remoteDomain,
    categories: categories.data ?? DEFAULT_REPORT_CATEGORIES,
  };
  const offered = reportCategoriesFor(context.categories, signedIn);
  const problems = reportFormProblems(draft.value, context);
  const waiting = categories.data === undefined && categories.isPending;
  const disabled = !signedIn && !waiting && offered.length === 0;
  const change = (patch: Partial<ReportDraft>) => draft.set((previous) => ({ ...previous, ...patch }));

  const send = async () => {
    setTried(true);
    if (problems.length > 0) return;
    setErrors([]);
    const result = await submit(reportPayload(draft.value, target, context));
    if (!result.ok) {
      setErrors(result.messages);
      return;
    }
    await draft.clear();
    addMessage({ content: t('reports22.form.sent') });
    onClose();
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('reports22.form.title', { name })}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('reports22.form.cancel')}
          </button>
          {!disabled && (
            <Button variant="primary" disabled={offline || waiting} onClick={send}>
              {t('reports22.form.submit')}
            </Button>
          )}
        </>
      }
    >
      {disabled ? (
        <p role="status">{t('reports22.form.anonymousDisabled')}</p>
      ) : (
        <form
          className="report-form"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <FormFailure title={t('reports22.form.failed')} messages={errors} />
          <p className="muted">{t('reports22.form.intro')}</p>
          <label className="field">
            <span>{t('reports22.form.category')}</span>
            <select
              value={draft.value.category}
              required
              aria-invalid={tried && problems.includes('category')}
              onChange={(event) => change({ category: event.target.value })}
            >
              <option value="">{t('reports22.form.chooseCategory')}</option>
              {offered.map((category) => (
                <option key={category.type} value={category.type}>
                  {t(`reports22.types.${category.type}`)}
                </option>
              ))}
            </select>
          </label>
          {tried && problems.includes('category') && (
            <p className="field-error">{t('reports22.form.categoryRequired')}</p>
          )}
          <label className="field">
            <span>{t('reports22.form.message')}</span>
            <textarea
              rows={5}
              value={draft.value.message}
              onChange={(event) => change({ message: event.target.value })}
            />
          </label>
          {!signedIn && (
            <>
              <label className="field">
                <span>{t('reports22.form.email')}</span>
                <input
                  type="email"
                  required
                  autoComplete="email"
                  value={draft.value.email}
                  aria-invalid={tried && problems.includes('email')}
                  onChange={(event) => change({ email: event.target.value })}
                />
              </label>
              <p className="muted">{t('reports22.form.emailHelp')}</p>
              {tried && problems.includes('email') && (
                <p className="field-error">{t('reports22.form.emailRequired')}</p>
              )}
            </>
          )}
          {canForward(context) && (
            <label className="check">
              <input
                type="checkbox"
                checked={draft.value.forward}
                onChange={(event) => change({ forward: event.target.checked })}
              />
              {remoteDomain
                ? t('reports22.form.forward', { domain: remoteDomain })
                : t('reports22.form.forwardUnknown')}
            </label>
          )}
          {offline && <p className="muted">{t('reports22.needsPod')}</p>}
        </form>
      )}
    </Modal>
  );
}
