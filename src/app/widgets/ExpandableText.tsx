import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown } from '../icons';
import { truncate } from '../format/truncate';
import './shared.css';

/** Spec 02 section 9: the preview of expandable text keeps 150 characters. */
const EXPANDABLE_PREVIEW = 150;

/** Plain text cut to 150 characters, with Show more / Show less when it is longer. */
export function ExpandableText({ text, length = EXPANDABLE_PREVIEW }: { text: string; length?: number }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const long = Array.from(text).length > length;
  return (
    <p className="expandable">
      <span id={id}>{expanded || !long ? text : truncate(text, length)}</span>
      {long && (
        <>
          {' '}
          <button
            type="button"
            className="link-button"
            aria-expanded={expanded}
            aria-controls={id}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? t('widgets.showLess') : t('widgets.showMore')}
          </button>
        </>
      )}
    </p>
  );
}

/** A link-styled toggle that folds a section away and back (expanded / collapsed). */
export function CollapseLink({
  label,
  children,
  initiallyExpanded = false,
}: {
  label: string;
  children?: ReactNode;
  initiallyExpanded?: boolean;
}) {
  const [expanded, setExpanded] = useState(initiallyExpanded);
  const id = useId();
  return (
    <div className="collapse">
      <button
        type="button"
        className="link-button collapse__toggle"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded(!expanded)}
      >
        <ChevronDown aria-hidden size={16} className={expanded ? 'collapse__chevron is-open' : 'collapse__chevron'} />
        {label}
      </button>
      <div id={id} hidden={!expanded} className="collapse__body">
        {children}
      </div>
    </div>
  );
}
