import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pencil } from '../icons';
import { updateDescription } from '../../sync/text';
import type { UiText } from '../../sync/core';
import { CONTENT_CHAR_LIMIT, remainingChars } from './editor';
import { Button } from '../widgets/Button';
import { MarkdownEditor } from './MarkdownEditor';
import { SafeHtml } from '../widgets/SafeHtml';
import '../widgets/shared.css';
import { FormFailure } from '../widgets/FormFailure';

/** Spec 02 section 5: descriptions longer than 200 characters show folded, 3 lines at most. */
const DESCRIPTION_TRUNCATE = 200;

interface DescriptionEditorProps {
  /** The object's rich text (`description`), or null when it has none. */
  content: { text: string; html: string } | null;
  /** The object's API path (`channels/{uuid}/`), PATCHed on save. */
  updateUrl: string;
  fieldName?: string;
  /** Spec 02 section 6: editing is offered only when the caller allows it (default true). */
  canUpdate?: boolean;
  truncateLength?: number;
  fetchHtml?: boolean;
  permissive?: boolean;
  /** Told the updated object the pod answered with. */
  onUpdated?: (entity: unknown) => void;
  label?: string;
}

/** View mode (with more/less when long) and edit mode (spec 02 section 4). */
export function DescriptionEditor({
  content,
  updateUrl,
  fieldName = 'description',
  canUpdate = true,
  truncateLength = DESCRIPTION_TRUNCATE,
  fetchHtml = false,
  permissive = false,
  onUpdated,
  label,
}: DescriptionEditorProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(content?.text ?? '');
  const [expanded, setExpanded] = useState(false);
  const [errors, setErrors] = useState<UiText[]>([]);
  const fieldLabel = label ?? t('widgets.description.label');

  if (editing) {
    const save = async () => {
      setErrors([]);
      const result = await updateDescription(updateUrl, draft, fieldName);
      if (!result.ok) {
        setErrors(result.messages);
        return;
      }
      setEditing(false);
      onUpdated?.(result.data);
    };
    return (
      <form
        className="description description--editing"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <FormFailure title={t('widgets.description.failed')} messages={errors} />
        <MarkdownEditor
          value={draft}
          onChange={setDraft}
          label={fieldLabel}
          charLimit={CONTENT_CHAR_LIMIT}
          fetchHtml={fetchHtml}
          permissive={permissive}
          autoFocus
        />
        <div className="description__actions">
          <Button
            variant="ghost"
            thin
            onClick={() => {
              setEditing(false);
              setErrors([]);
            }}
          >
            {t('widgets.description.cancel')}
          </Button>
          <Button variant="primary" disabled={remainingChars(draft, CONTENT_CHAR_LIMIT) < 0} onClick={save}>
            {t('widgets.description.save')}
          </Button>
        </div>
      </form>
    );
  }

  const text = content?.text ?? '';
  const long = Array.from(text).length > truncateLength;
  return (
    <div className="description">
      {content && content.html.trim() !== '' ? (
        <SafeHtml className={`prose description__text${long && !expanded ? ' is-folded' : ''}`} html={content.html} />
      ) : (
        <p className="muted">{t('widgets.description.empty')}</p>
      )}
      <div className="description__actions">
        {long && (
          <button type="button" className="link-button" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
            {expanded ? t('widgets.showLess') : t('widgets.showMore')}
          </button>
        )}
        {canUpdate && (
          <Button
            variant="ghost"
            thin
            icon={<Pencil aria-hidden size={14} />}
            onClick={() => {
              setDraft(content?.text ?? '');
              setEditing(true);
            }}
          >
            {t('widgets.description.edit')}
          </Button>
        )}
      </div>
    </div>
  );
}
