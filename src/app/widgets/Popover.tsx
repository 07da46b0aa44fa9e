import { createContext, useContext, useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import './shared.css';

interface PopoverContextValue {
  open: boolean;
}

const PopoverContext = createContext<PopoverContextValue | null>(null);

interface PopoverTriggerProps {
  'aria-expanded': boolean;
  'aria-controls': string;
  onClick: () => void;
  ref: React.RefObject<HTMLButtonElement | null>;
}

interface PopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Renders the control that opens it, with the given props spread on a button. */
  trigger: (props: PopoverTriggerProps) => ReactNode;
  /** The accessible name of the panel. */
  label: string;
  children?: ReactNode;
  align?: 'start' | 'end';
}

/**
 * Open or closed (spec 02 section 4). Escape or a click outside closes it; closing a parent closes
 * its children (a child follows its parent's state, and asks to close when it is unmounted open).
 */
export function Popover({ open, onOpenChange, trigger, label, children, align = 'start' }: PopoverProps) {
  const parent = useContext(PopoverContext);
  const id = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const latest = useRef({ open, onOpenChange });
  latest.current = { open, onOpenChange };

  useEffect(() => {
    if (parent && !parent.open && latest.current.open) latest.current.onOpenChange(false);
  }, [parent, parent?.open]);

  // Unmounted while open (its parent's panel went away): closed too.
  useEffect(
    () => () => {
      if (latest.current.open) latest.current.onOpenChange(false);
    },
    [],
  );

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (wrapper.current && !wrapper.current.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, onOpenChange]);

  // Aligned to its trigger's edge, a panel may still run past the viewport (an end-aligned menu whose
  // trigger sits near the left edge of a phone): it is shifted back inside before it paints.
  useLayoutEffect(() => {
    const element = panel.current;
    if (!open || !element) return;
    element.style.translate = '';
    const margin = 8;
    const { left, right } = element.getBoundingClientRect();
    const width = document.documentElement.clientWidth;
    const shift = left < margin ? margin - left : right > width - margin ? width - margin - right : 0;
    if (shift !== 0) element.style.translate = `${Math.round(shift)}px 0`;
  }, [open]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    // The innermost open popover takes Escape; its parent stays open.
    event.stopPropagation();
    onOpenChange(false);
    triggerRef.current?.focus();
  };

  return (
    <PopoverContext.Provider value={{ open }}>
      <div ref={wrapper} className="popover" onKeyDown={onKeyDown}>
        {trigger({ 'aria-expanded': open, 'aria-controls': id, onClick: () => onOpenChange(!open), ref: triggerRef })}
        <div
          ref={panel}
          id={id}
          role="group"
          aria-label={label}
          className={`popover__panel popover__panel--${align}`}
          hidden={!open}
        >
          {open && children}
        </div>
      </div>
    </PopoverContext.Provider>
  );
}
