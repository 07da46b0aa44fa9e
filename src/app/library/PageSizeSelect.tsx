import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_CHOICES } from './useBrowseParams';

export function PageSizeSelect({ value, onChange }: { value: number; onChange: (size: number) => void }) {
  const { t } = useTranslation();
  const choices = PAGE_SIZE_CHOICES.includes(value as (typeof PAGE_SIZE_CHOICES)[number])
    ? PAGE_SIZE_CHOICES
    : [...PAGE_SIZE_CHOICES, value].sort((a, b) => a - b);
  return (
    <label className="field">
      <span>{t('browse.perPage')}</span>
      <select value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {choices.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </label>
  );
}
