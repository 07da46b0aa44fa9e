import { useTranslation } from 'react-i18next';
import { useTags } from '../../sync/catalogue';

/** Narrows a list to one tag of the pod (several `tag` values in the URL also work: all must match). */
export function TagFilter({ value, onChange }: { value: string[]; onChange: (tags: string[]) => void }) {
  const { t } = useTranslation();
  const tags = useTags({ ordering: 'name', page_size: 50 });
  const names = tags.data?.results.map((tag) => tag.name) ?? [];
  const current = value[0] ?? '';
  const options = current && !names.includes(current) ? [current, ...names] : names;
  return (
    <label className="field">
      <span>{t('browse.tags')}</span>
      <select value={current} onChange={(event) => onChange(event.target.value ? [event.target.value] : [])}>
        <option value="">{t('browse.allTags')}</option>
        {options.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}
