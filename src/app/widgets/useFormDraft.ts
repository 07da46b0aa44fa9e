import { useCallback, useEffect, useRef, useState } from 'react';
import { clearFormDraft, readFormDraft, saveFormDraft } from '../../db/form-drafts';
import { scopeOfSession } from '../../db/outbox';
import { useSession } from '../../db/session';

/** Where an anonymous visitor's drafts are kept (one report form per device and pod). */
function anonymousScope(instanceUrl: string | null | undefined): string {
  return `anonymous ${instanceUrl ?? ''}`;
}

export interface FormDraft<T> {
  value: T;
  set(next: T | ((previous: T) => T)): void;
  /** Forgets the kept input (once the pod has taken it) and goes back to `initial`. */
  clear(): Promise<void>;
  /** True once a kept input was read back into `value`. */
  restored: boolean;
}

/**
 * A form's input, kept on the device (db/form-drafts.ts) from the first keystroke until `clear()`:
 * issue 22's writes need the pod and are never queued, so offline, a refusal or a reload must not
 * lose what was typed. `form` names the form and its object ("edit album 12"); `parse` reads a kept
 * value back, null when it no longer fits the form (it is then ignored).
 */
export function useFormDraft<T>(form: string, initial: T, parse: (value: unknown) => T | null): FormDraft<T> {
  const session = useSession();
  const scope = scopeOfSession(session) ?? anonymousScope(session?.instanceUrl);
  const [value, setValue] = useState<T>(initial);
  const [restored, setRestored] = useState(false);
  const touched = useRef(false);
  const parseRef = useRef(parse);
  parseRef.current = parse;

  useEffect(() => {
    let live = true;
    touched.current = false;
    setRestored(false);
    void readFormDraft(scope, form).then((kept) => {
      if (!live || touched.current || kept === undefined) return;
      const parsed = parseRef.current(kept);
      if (parsed === null) return;
      setValue(parsed);
      setRestored(true);
    });
    return () => {
      live = false;
    };
  }, [scope, form]);

  const set = useCallback(
    (next: T | ((previous: T) => T)) => {
      touched.current = true;
      setValue((previous) => {
        const value = typeof next === 'function' ? (next as (previous: T) => T)(previous) : next;
        void saveFormDraft(scope, form, value).catch(() => undefined);
        return value;
      });
    },
    [scope, form],
  );

  const initialRef = useRef(initial);
  initialRef.current = initial;
  const clear = useCallback(async () => {
    touched.current = true;
    setValue(initialRef.current);
    setRestored(false);
    await clearFormDraft(scope, form).catch(() => undefined);
  }, [scope, form]);

  return { value, set, clear, restored };
}
