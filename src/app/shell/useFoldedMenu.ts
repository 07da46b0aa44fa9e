import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';

/** Spec 01 section 9: from the desktop breakpoint the sidebar stays. */
const DESKTOP_QUERY = '(min-width: 1024px)';

export interface FoldedMenu {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Closes by hand: the focus goes back to the menu button. */
  close: () => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The sidebar folded behind a menu button below the desktop breakpoint (both shells): closed by a
 * navigation or on reaching the desktop layout, and giving the focus back to its button when closed
 * by hand.
 */
export function useFoldedMenu(): FoldedMenu {
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Closed by hand (not by a navigation), the menu hands the focus back to its button, once the
  // page behind it is no longer inert (after the render that closes it).
  const returnFocus = useRef(false);
  const close = useCallback(() => {
    returnFocus.current = true;
    setOpen(false);
  }, []);
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    buttonRef.current?.focus();
  }, [open]);

  // A navigation closes the folded-away menu on small screens, and so does reaching the desktop
  // layout, where the sidebar stays and nothing may be left inert.
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => desktop.matches && setOpen(false);
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, []);
  return { open, setOpen, close, buttonRef };
}

/** Opened on a phone, the folded sidebar takes the focus (on its close button), and Escape closes it. */
export function useDrawerFocus(open: boolean, onClose: () => void): RefObject<HTMLButtonElement | null> {
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  return closeRef;
}
