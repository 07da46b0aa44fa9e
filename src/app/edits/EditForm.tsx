import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../db/session';
import type { UiText } from '../../sync/core';
import {
  canApply,
  changedFields,
  EDIT_FIELDS,
  editPayload,
  type EditField,
  type EditTarget,
  fieldProblem,
  useEditCommands,
  useLicenses,
} from '../../sync/edits';
import { useReachability } from '../../sync/status';
import { MarkdownEditor } from '../text/MarkdownEditor';
import { Button } from '../widgets/Button';
import { Cover } from '../widgets/Cover';
import { useFormDraft } from '../widgets/useFormDraft';
import { parseDraft, toEditValues, toFormValues, type FormValues } from './form-values';
import { FormFailure } from '../widgets/FormFailure';

/**
 * The edit form of an artist, album or track (spec 02 sections 4 and 5): a changed field offers a
 * reset, only changed fields are sent, the summary is optional. Users who may apply send
 * `is_approved: true`; the others are told their suggestion will be reviewed.
 */
export function EditForm({ target }: { target: EditTarget }) {
  const { t } = useTranslation();
  const profile = useSession()?.profile ?? null;
  const reachability = useReachability();
  const commands = useEditCommands();
  const licenses = useLicenses();
  const summaryId = useId();
  const initial = toFormValues(target.values);
  const draft = useFormDraft<{ values: FormValues; summary: string }>(
    `edit ${target.kind} ${target.id}`,
    { values: initial, summary: '' },
    (kept) => {
      const value = kept as { values?: unknown; summary?: unknown } | null;
      const values = parseDraft(target.kind, value?.values);
      return values && typeof value?.summary === 'string' ? { values, summary: value.summary } : null;
    },
  );
  const [errors, setErrors] = useState<UiText[]>([]);
  const [done, setDone] = useState<'applied' | 'submitted' | null>(null);
  const apply = canApply(profile, target);
  const current = toEditValues(draft.value.values);
  const before = toEditValues(initial);
  const changed = changedFields(target.kind, before, current);
  const problems = changed.flatMap((field) => {
    const problem = fieldProblem(field, current[field]);
    return problem ? [{ field, problem }] : [];
  });
  const offline = reachability === 'offline';

  const setField = (field: EditField, value: string) => {
    setDone(null);
    draft.set((previous) => ({ ...previous, values: { ...previous.values, [field]: value } }));
  };

  const submit = async () => {
    setErrors([]);
    const result = await commands.submit(
      { kind: target.kind, id: target.id },
      { payload: editPayload(target.kind, before, current), summary: draft.value.summary, apply },
    );
    if (!result.ok) {
      setErrors(result.messages);
      return;
    }
    await draft.clear();
    setDone(result.data.isApplied ? 'applied' : 'submitted');
  };

  const label = (field: EditField) => t(`edits22Edits.fields.${field}`);
  const row = (field: EditField, input: ReactNode) => (
    <div className="edit-form__field" key={field}>
      {input}
      {changed.includes(field) && (
        <Button
          thin
          variant="ghost"
          onClick={() => setField(field, initial[field] ?? '')}
          aria-label={t('edits22Edits.reset', { field: label(field) })}
        >
          {t('edits22Edits.reset', { field: label(field) })}
        </Button>
      )}
      {problems.some((problem) => problem.field === field) && (
        <p className="edit-form__problem">{t(problems.find((problem) => problem.field === field)!.problem)}</p>
      )}
    </div>
  );
  const textInput = (field: EditField, type = 'text') =>
    row(
      field,
      <label className="field">
        <span>{label(field)}</span>
        <input
          type={type}
          inputMode={field === 'position' ? 'numeric' : undefined}
          value={draft.value.values[field] ?? ''}
          onChange={(event) => setField(field, event.target.value)}
        />
      </label>,
    );

  const inputs: Record<EditField, () => ReactNode> = {
    name: () => textInput('name'),
    title: () => textInput('title'),
    release_date: () => textInput('release_date', 'date'),
    position: () => textInput('position'),
    copyright: () => textInput('copyright'),
    license: () =>
      row(
        'license',
        <label className="field">
          <span>{label('license')}</span>
          <select
            value={draft.value.values.license ?? ''}
            onChange={(event) => setField('license', event.target.value)}
          >
            <option value="">{t('edits22Edits.noLicense')}</option>
            {(licenses.data ?? []).map((license) => (
              <option key={license.code} value={license.code}>
                {license.name}
              </option>
            ))}
            {/* A code the pod no longer lists stays choosable as it is. */}
            {draft.value.values.license &&
              licenses.data &&
              !licenses.data.some((license) => license.code === draft.value.values.license) && (
                <option value={draft.value.values.license}>{draft.value.values.license}</option>
              )}
          </select>
        </label>,
      ),
    tags: () =>
      row(
        'tags',
        <label className="field">
          <span>{label('tags')}</span>
          <input
            value={draft.value.values.tags ?? ''}
            aria-describedby={`${summaryId}-tags`}
            onChange={(event) => setField('tags', event.target.value)}
          />
          <small id={`${summaryId}-tags`} className="muted">
            {t('edits22Edits.tagsHint')}
          </small>
        </label>,
      ),
    description: () =>
      row(
        'description',
        <MarkdownEditor
          value={draft.value.values.description ?? ''}
          onChange={(value) => setField('description', value)}
          label={label('description')}
          rows={4}
        />,
      ),
    cover: () =>
      row(
        'cover',
        <fieldset className="edit-form__cover">
          <legend>{label('cover')}</legend>
          {draft.value.values.cover === (initial.cover ?? '') && target.cover ? (
            <Cover attachment={target.cover} alt={label('cover')} size="small" />
          ) : (
            <p className="muted">
              {draft.value.values.cover ? t('edits22Edits.coverChosen') : t('edits22Edits.noCover')}
            </p>
          )}
          <label className="field">
            <span>{t('edits22Edits.newCover')}</span>
            <input
              type="file"
              accept="image/png,image/jpeg"
              disabled={offline}
              onChange={async (event) => {
                const file = event.target.files?.[0];
                if (!file) return;
                const uploaded = await commands.uploadCover(file);
                if (uploaded.ok) setField('cover', uploaded.data);
                else setErrors(uploaded.messages);
              }}
            />
          </label>
          {draft.value.values.cover && (
            <Button thin variant="ghost" onClick={() => setField('cover', '')}>
              {t('edits22Edits.removeCover')}
            </Button>
          )}
        </fieldset>,
      ),
  };

  return (
    <form
      className="edit-form"
      aria-label={t(`edits22Edits.heading.${target.kind}`)}
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      {draft.restored && <p className="muted">{t('edits22Edits.draftRestored')}</p>}
      <FormFailure title={t('edits22Edits.submitFailed')} messages={errors} />
      {done && (
        <p className="edit-form__done" role="status">
          {t(done === 'applied' ? 'edits22Edits.applied' : 'edits22Edits.submitted')}
        </p>
      )}
      {EDIT_FIELDS[target.kind].map((field) => inputs[field]())}
      <label className="field">
        <span>{t('edits22Edits.summary')}</span>
        <textarea
          id={summaryId}
          rows={2}
          placeholder={t('edits22Edits.summaryHint')}
          value={draft.value.summary}
          onChange={(event) => draft.set((previous) => ({ ...previous, summary: event.target.value }))}
        />
      </label>
      <p className="muted">{t(apply ? 'edits22Edits.appliesAtOnce' : 'edits22Edits.willBeReviewed')}</p>
      {offline && <p className="edit-form__offline">{t('edits22Edits.offline')}</p>}
      {!offline && changed.length === 0 && <p className="muted">{t('edits22Edits.nothingChanged')}</p>}
      <Button
        variant="primary"
        type="submit"
        disabled={offline || changed.length === 0 || problems.length > 0}
        onClick={submit}
      >
        {t(apply ? 'edits22Edits.submitEdit' : 'edits22Edits.submitSuggestion')}
      </Button>
    </form>
  );
}
