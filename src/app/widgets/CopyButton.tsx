import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Copy } from '../icons';
import { addMessage } from '../messages/store';
import { useTimedFlag } from './useTimedFlag';
import './shared.css';

/** Spec 02 section 9: the copy confirmation shows for 5 seconds. */
export const COPY_CONFIRM_MS = 5000;

async function writeClipboard(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard API (an insecure origin, an old browser): select the field and copy the old way.
    if (!field) return false;
    field.select();
    return document.execCommand('copy');
  }
}

/** A read-only field with a Copy button; "Copied" for 5 s after a success (spec 02 section 4). */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [copied, showCopied] = useTimedFlag(COPY_CONFIRM_MS);
  const copy = async () => {
    const field = document.getElementById(id) as HTMLInputElement | null;
    if (await writeClipboard(value, field)) showCopied();
    else addMessage({ content: t('widgets.copyFailed'), error: true });
  };
  return (
    <div className="copy-field">
      <label htmlFor={id} className="copy-field__label">
        {label}
      </label>
      <div className="copy-field__row">
        <input
          id={id}
          className="input copy-field__input"
          readOnly
          value={value}
          onFocus={(event) => event.target.select()}
        />
        <button
          type="button"
          className="ui-button ui-button--secondary"
          data-copied={copied}
          onClick={() => void copy()}
        >
          {copied ? <Check aria-hidden size={16} /> : <Copy aria-hidden size={16} />}
          {copied ? t('widgets.copied') : t('widgets.copy')}
        </button>
      </div>
      <span className="visually-hidden" role="status">
        {copied ? t('widgets.copied') : ''}
      </span>
    </div>
  );
}
