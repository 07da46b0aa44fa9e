import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Bold, Italic, Link2, Redo2, Strikethrough, Undo2 } from '../icons';
import { renderPreview } from '../../sync/text';
import {
  applyFormat,
  commandForKey,
  continueList,
  CONTENT_CHAR_LIMIT,
  remainingChars,
  UndoHistory,
  type EditorCommand,
  type EditorState,
} from './editor';
import { Markdown, SafeHtml } from '../widgets/SafeHtml';
import '../widgets/shared.css';

interface MarkdownEditorProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  /** Spec 02 section 5: the content form allows 5000 characters. */
  charLimit?: number;
  /** The preview asks the pod (`POST text-preview/`) rather than rendering here. */
  fetchHtml?: boolean;
  permissive?: boolean;
  rows?: number;
  placeholder?: string;
  autoFocus?: boolean;
}

type Format = Exclude<EditorCommand, 'undo' | 'redo'>;

const TOOLS: ReadonlyArray<{ command: Format; icon: typeof Bold; keys: string }> = [
  { command: 'bold', icon: Bold, keys: 'Control+B' },
  { command: 'italic', icon: Italic, keys: 'Control+I' },
  { command: 'strikethrough', icon: Strikethrough, keys: 'Control+Shift+X' },
  { command: 'link', icon: Link2, keys: 'Control+K' },
];

/** A textarea for markdown with its shortcuts, list continuation, undo history, counter and preview. */
export function MarkdownEditor({
  value,
  onChange,
  label,
  charLimit = CONTENT_CHAR_LIMIT,
  fetchHtml = false,
  permissive = false,
  rows = 6,
  placeholder,
  autoFocus,
}: MarkdownEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const history = useRef<UndoHistory | null>(null);
  history.current ??= new UndoHistory({ value, start: value.length, end: value.length });
  const selection = useRef<{ start: number; end: number } | null>(null);
  const [preview, setPreview] = useState(false);
  useEffect(() => () => history.current?.dispose(), []);

  // The selection of a change made here is set once React has written the new value.
  useLayoutEffect(() => {
    if (selection.current && area.current) {
      area.current.setSelectionRange(selection.current.start, selection.current.end);
      selection.current = null;
    }
  });

  const current = (): EditorState => {
    const element = area.current;
    return { value, start: element?.selectionStart ?? value.length, end: element?.selectionEnd ?? value.length };
  };
  const show = (next: EditorState, record: 'step' | 'none' = 'step') => {
    selection.current = { start: next.start, end: next.end };
    if (record === 'step') {
      // A formatting command is a step of its own.
      history.current?.commit();
      history.current?.record(next);
      history.current?.commit();
    }
    onChange(next.value);
  };
  const run = (command: EditorCommand) => {
    if (command === 'undo' || command === 'redo') {
      const next = command === 'undo' ? history.current?.undo() : history.current?.redo();
      if (next) show(next, 'none');
      return;
    }
    show(applyFormat(current(), command));
    area.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const command = commandForKey(event);
    if (command) {
      event.preventDefault();
      run(command);
      return;
    }
    if (
      event.key === 'Enter' &&
      !event.shiftKey &&
      !event.ctrlKey &&
      !event.metaKey &&
      !event.altKey &&
      !event.nativeEvent.isComposing
    ) {
      const next = continueList(current());
      if (next) {
        event.preventDefault();
        show(next);
      }
    }
  };

  const remaining = remainingChars(value, charLimit);
  return (
    <div className="md-editor">
      <div className="md-editor__bar">
        <label htmlFor={id} className="md-editor__label">
          {label}
        </label>
        <div
          className="md-editor__tools"
          role="toolbar"
          aria-label={t('widgets.markdown.toolbar')}
          aria-controls={preview ? undefined : id}
        >
          {TOOLS.map(({ command, icon: Icon, keys }) => (
            <button
              key={command}
              type="button"
              className="icon-button icon-button--small"
              aria-label={t(`widgets.markdown.${command}`)}
              aria-keyshortcuts={keys}
              title={t(`widgets.markdown.${command}`)}
              disabled={preview}
              onClick={() => run(command)}
            >
              <Icon aria-hidden size={16} />
            </button>
          ))}
          <button
            type="button"
            className="icon-button icon-button--small"
            aria-label={t('widgets.markdown.undo')}
            aria-keyshortcuts="Control+Z"
            disabled={preview}
            onClick={() => run('undo')}
          >
            <Undo2 aria-hidden size={16} />
          </button>
          <button
            type="button"
            className="icon-button icon-button--small"
            aria-label={t('widgets.markdown.redo')}
            aria-keyshortcuts="Control+Shift+Z"
            disabled={preview}
            onClick={() => run('redo')}
          >
            <Redo2 aria-hidden size={16} />
          </button>
          <button
            type="button"
            className="ui-button ui-button--ghost ui-button--thin md-editor__mode"
            aria-pressed={preview}
            onClick={() => setPreview(!preview)}
          >
            {t('widgets.markdown.preview')}
          </button>
        </div>
      </div>
      {preview ? (
        <MarkdownPreview text={value} fetchHtml={fetchHtml} permissive={permissive} />
      ) : (
        <textarea
          ref={area}
          id={id}
          className="input md-editor__area"
          rows={rows}
          value={value}
          placeholder={placeholder}
          autoFocus={autoFocus}
          aria-describedby={`${id}-count`}
          aria-invalid={remaining < 0 || undefined}
          onChange={(event) => {
            history.current?.record({
              value: event.target.value,
              start: event.target.selectionStart,
              end: event.target.selectionEnd,
            });
            onChange(event.target.value);
          }}
          onKeyDown={onKeyDown}
        />
      )}
      <p id={`${id}-count`} className={`md-editor__count${remaining < 0 ? ' is-danger' : ''}`}>
        {remaining < 0
          ? t('widgets.markdown.over', { count: -remaining })
          : t('widgets.markdown.remaining', { count: remaining })}
      </p>
    </div>
  );
}

function MarkdownPreview({ text, fetchHtml, permissive }: { text: string; fetchHtml: boolean; permissive: boolean }) {
  const { t } = useTranslation();
  const [remote, setRemote] = useState<{ text: string; html: string | null } | null>(null);
  useEffect(() => {
    if (!fetchHtml || text.trim() === '') return;
    const controller = new AbortController();
    void renderPreview(text, permissive, controller.signal).then((result) => {
      if (!controller.signal.aborted) setRemote({ text, html: result.ok ? result.data : null });
    });
    return () => controller.abort();
  }, [fetchHtml, permissive, text]);

  if (text.trim() === '') return <p className="md-editor__preview muted">{t('widgets.markdown.previewEmpty')}</p>;
  if (!fetchHtml) return <Markdown className="prose md-editor__preview" text={text} />;
  if (remote === null || remote.text !== text)
    return (
      <p className="md-editor__preview muted" role="status">
        {t('app.loading')}
      </p>
    );
  if (remote.html === null) {
    // The pod could not render it (offline): the same markdown, rendered here.
    return (
      <div className="md-editor__preview">
        <p className="muted" role="status">
          {t('widgets.markdown.previewLocal')}
        </p>
        <Markdown className="prose" text={text} />
      </div>
    );
  }
  return <SafeHtml className="prose md-editor__preview" html={remote.html} />;
}
