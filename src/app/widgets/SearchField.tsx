import { useEffect, useState } from 'react';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}

const DEBOUNCE_MS = 300;

/** A search box that updates the URL once typing pauses (one query a pause, not one a keystroke). */
export function SearchField({ label, value, onChange, placeholder }: Props) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  useEffect(() => {
    if (draft === value) return;
    const timer = setTimeout(() => onChange(draft), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, value, onChange]);
  return (
    <label className="field field--grow">
      <span>{label}</span>
      <input type="search" value={draft} placeholder={placeholder} onChange={(event) => setDraft(event.target.value)} />
    </label>
  );
}
