import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRelativeTime } from '../format/relative-time';
import { formatDay } from '../format/date';

/** "5 minutes ago" in a <time> element carrying the date, refreshed each minute. */
export function RelativeTime({ date }: { date: string }) {
  const { t, i18n } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <time dateTime={date} title={formatDay(date, i18n.language)}>
      {formatRelativeTime(t, date, now)}
    </time>
  );
}
