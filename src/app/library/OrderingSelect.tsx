import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  field: string;
  descending: boolean;
  /** Field names of the pod with their label keys. */
  fields: ReadonlyArray<{ value: string; label: string }>;
  onChange: (ordering: string) => void;
}

/**
 * Ordering as spec 02 has it: a field, and ascending or descending. The choice is held here as well
 * as in the URL: a direction chosen right after a field (before the navigation to it has landed)
 * must keep that field, not the one the URL still says.
 */
export function OrderingSelect({ field, descending, fields, onChange }: Props) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState({ field, descending });
  useEffect(() => setChosen({ field, descending }), [field, descending]);
  const choose = (next: { field: string; descending: boolean }) => {
    setChosen(next);
    onChange(`${next.descending ? '-' : ''}${next.field}`);
  };
  return (
    <>
      <label className="field">
        <span>{t('browse.ordering')}</span>
        <select value={chosen.field} onChange={(event) => choose({ ...chosen, field: event.target.value })}>
          {fields.map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.label)}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>{t('browse.direction')}</span>
        <select
          value={chosen.descending ? 'desc' : 'asc'}
          onChange={(event) => choose({ ...chosen, descending: event.target.value === 'desc' })}
        >
          <option value="asc">{t('browse.ascending')}</option>
          <option value="desc">{t('browse.descending')}</option>
        </select>
      </label>
    </>
  );
}
