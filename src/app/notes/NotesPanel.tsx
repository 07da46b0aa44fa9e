import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UiText } from '../../sync/core';
import { useNoteCommands, useNotes, type NoteTarget } from '../../sync/notes';
import { useReachability } from '../../sync/status';
import { FormFailure } from '../widgets/FormFailure';
import { Button } from '../widgets/Button';
import { QueryState } from '../widgets/QueryState';
import { RelativeTime } from '../widgets/RelativeTime';
import { useFormDraft } from '../widgets/useFormDraft';
import '../reports/reports.css';

export type { NoteTarget };

const parseText = (value: unknown) => (typeof value === 'string' ? value : null);

const targetRef = (target: NoteTarget) => (target.type === 'account' ? target.fullUsername : target.uuid);

/**
 * The internal notes of a report, a sign-up request or an account (spec 02 section 2): each note
 * (author, date, text, Delete) and a form to add one. The text is kept on the device until the pod
 * has taken it; a failure shows the header "Error while submitting note".
 */
export function NotesPanel(props: { target: NoteTarget }) {
  const { t } = useTranslation();
  const { target } = props;
  const ref = targetRef(target);
  const notes = useNotes(target);
  const commands = useNoteCommands(target);
  const offline = useReachability() === 'offline';
  const draft = useFormDraft(`note ${target.type} ${ref}`, '', parseText);
  const [errors, setErrors] = useState<UiText[]>([]);
  const headingId = `notes-${target.type}-${ref}`.replace(/[^A-Za-z0-9_-]/g, '-');

  const submit = async () => {
    const text = draft.value.trim();
    if (text === '') return;
    setErrors([]);
    const result = await commands.add(text);
    if (!result.ok) setErrors(result.messages);
    else await draft.clear();
  };

  return (
    <section className="notes-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('reports22.notes.title')}</h2>
      <QueryState
        query={notes}
        loading={<p className="state">{t('reports22.loading')}</p>}
        isEmpty={(list) => list.length === 0}
        empty={t('reports22.notes.empty')}
      >
        {(list) => (
          <ul className="notes-panel__list">
            {list.map((note) => (
              <li key={note.uuid} className="notes-panel__note">
                <p className="notes-panel__meta">
                  <strong>{note.author?.fullUsername ?? t('reports22.unknownPerson')}</strong>{' '}
                  <RelativeTime date={note.creationDate} />
                </p>
                <p className="notes-panel__text">{note.summary}</p>
                <Button
                  thin
                  variant="ghost"
                  disabled={offline}
                  aria-label={t('reports22.notes.deleteNamed', { author: note.author?.fullUsername ?? '' })}
                  onClick={async () => {
                    setErrors([]);
                    const result = await commands.remove(note.uuid);
                    if (!result.ok) setErrors(result.messages);
                  }}
                >
                  {t('reports22.notes.delete')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <form
        className="notes-panel__form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <FormFailure title={t('reports22.notes.failed')} messages={errors} />
        <label className="field">
          <span>{t('reports22.notes.add')}</span>
          <textarea name="summary" rows={3} value={draft.value} onChange={(event) => draft.set(event.target.value)} />
        </label>
        {offline && <p className="muted">{t('reports22.needsPod')}</p>}
        <Button type="submit" variant="primary" disabled={offline || draft.value.trim() === ''}>
          {t('reports22.notes.submit')}
        </Button>
      </form>
    </section>
  );
}
