import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { X } from '../icons';
import './shared.css';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** The open modals, innermost last: only the last one is live, the app root and the others are inert. */
const stack: HTMLElement[] = [];

function appRoot(): HTMLElement | null {
  return document.getElementById('root');
}

function syncInert(): void {
  const root = appRoot();
  if (root) root.inert = stack.length > 0;
  stack.forEach((element, index) => (element.inert = index < stack.length - 1));
}

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[inert]') && element.getClientRects().length > 0,
  );
}

interface ModalProps {
  /** The two-way flag (spec 02 section 4): the modal asks to close through onOpenChange(false). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  className?: string;
}

/**
 * A dialog over the app: Escape closes it, Tab stays inside, the app root is inert while it is
 * open, and the focus goes back where it was on close.
 */
export function Modal(props: ModalProps) {
  return props.open ? createPortal(<OpenModal {...props} />, document.body) : null;
}

function OpenModal({ onOpenChange, title, children, actions, className }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const before = document.activeElement as HTMLElement | null;
    stack.push(dialog);
    syncInert();
    (
      focusables(dialog).find((element) => !element.classList.contains('modal__close')) ??
      focusables(dialog)[0] ??
      dialog
    ).focus();
    return () => {
      stack.splice(stack.indexOf(dialog), 1);
      syncInert();
      // Back where the user was, once the root is live again.
      if (before && before.isConnected) before.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onOpenChange(false);
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const items = focusables(ref.current);
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === ref.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="modal-layer">
      <div className="modal-scrim" aria-hidden onClick={() => onOpenChange(false)} />
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`modal ${className ?? ''}`}
        onKeyDown={onKeyDown}
      >
        <div className="modal__head">
          <h2 id={titleId}>{title}</h2>
          <button
            type="button"
            className="icon-button modal__close"
            aria-label={t('widgets.close')}
            onClick={() => onOpenChange(false)}
          >
            <X aria-hidden size={18} />
          </button>
        </div>
        <div className="modal__body">{children}</div>
        {actions && <div className="modal__actions">{actions}</div>}
      </div>
    </div>
  );
}
