import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_CHOICES } from './useBrowseParams';

interface Props {
  value: number;
  onChange: (size: number) => void;
  /** A screen whose spec names other sizes (playlists: 12, 25, 50). */
  choices?: readonly number[];
}

export function PageSizeSelect({ value, onChange, choices: offered = PAGE_SIZE_CHOICES }: Props) {
  const { t } = useTranslation();
  const choices = offered.includes(value) ? offered : [...offered, value].sort((a, b) => a - b);
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
