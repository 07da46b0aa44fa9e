import { useTranslation } from 'react-i18next';

interface Props {
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
}

export function OrderingSelect({ value, options, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <label className="field">
      <span>{t('browse.ordering')}</span>
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.label)}
          </option>
        ))}
      </select>
    </label>
  );
}
