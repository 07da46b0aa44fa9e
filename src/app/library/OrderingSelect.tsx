import { useTranslation } from 'react-i18next';

interface Props {
  field: string;
  descending: boolean;
  /** Field names of the pod with their label keys. */
  fields: ReadonlyArray<{ value: string; label: string }>;
  onChange: (ordering: string) => void;
}

/** Ordering as spec 02 has it: a field, and ascending or descending. */
export function OrderingSelect({ field, descending, fields, onChange }: Props) {
  const { t } = useTranslation();
  const join = (name: string, desc: boolean) => `${desc ? '-' : ''}${name}`;
  return (
    <>
      <label className="field">
        <span>{t('browse.ordering')}</span>
        <select value={field} onChange={(event) => onChange(join(event.target.value, descending))}>
          {fields.map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.label)}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>{t('browse.direction')}</span>
        <select value={descending ? 'desc' : 'asc'} onChange={(event) => onChange(join(field, event.target.value === 'desc'))}>
          <option value="asc">{t('browse.ascending')}</option>
          <option value="desc">{t('browse.descending')}</option>
        </select>
      </label>
    </>
  );
}
