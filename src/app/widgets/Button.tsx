import { useState, type ButtonHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { Loader2 } from '../icons';
import './shared.css';

interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> {
  /** May return a promise: the button shows as loading until it settles. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => unknown;
  loading?: boolean;
  /** A toggle's state (aria-pressed); leave undefined for a plain button. */
  pressed?: boolean;
  variant?: 'primary' | 'secondary' | 'danger' | 'ghost';
  /** Spec 02 section 9: weight 400 when thin, 900 otherwise. */
  thin?: boolean;
  icon?: ReactNode;
}

/**
 * Loading, disabled and pressed (spec 02 section 4). While loading it stays focusable (aria-disabled,
 * not disabled) so the focus does not jump away, and ignores clicks.
 */
export function Button({
  onClick,
  loading = false,
  pressed,
  variant = 'secondary',
  thin = false,
  icon,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  const [running, setRunning] = useState(false);
  const busy = loading || running;
  const handle = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy || disabled) {
      event.preventDefault();
      return;
    }
    const result = onClick?.(event);
    if (result instanceof Promise) {
      setRunning(true);
      void result.catch(() => undefined).finally(() => setRunning(false));
    }
  };
  const classes = [
    'ui-button',
    `ui-button--${variant}`,
    thin ? 'ui-button--thin' : '',
    busy ? 'is-loading' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      aria-pressed={pressed}
      onClick={handle}
    >
      {busy ? <Loader2 aria-hidden size={16} className="spin" /> : icon}
      {children}
    </button>
  );
}
