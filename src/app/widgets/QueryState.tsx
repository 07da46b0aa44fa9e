import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../sync/core';
import { translateUiText } from '../messages/translate';
import { OfflineNotice } from './OfflineNotice';
import { isUnavailableOffline } from './query-offline';

interface Props<T> {
  query: UseQueryResult<T>;
  loading: ReactNode;
  /** Shown instead of children when the data is there but empty. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /**
   * Shown when the data is not on the device and the pod cannot be reached. By default the offline
   * notice, except for a section that shows nothing while loading (the page's main query says it).
   */
  offline?: ReactNode;
  children: (data: T) => ReactNode;
}

/** The loading, error and empty states every list and detail shares. */
export function QueryState<T>({ query, loading, isEmpty, empty, offline, children }: Props<T>) {
  const { t } = useTranslation();
  if (query.data !== undefined) {
    if (isEmpty?.(query.data)) return <p className="state">{empty ?? t('browse.empty')}</p>;
    return <>{children(query.data)}</>;
  }
  if (isUnavailableOffline(query)) {
    if (offline !== undefined) return <>{offline}</>;
    return loading === null ? null : <OfflineNotice />;
  }
  if (query.isError) {
    const error = query.error;
    const text =
      error instanceof ApiRequestError && error.apiError.messages.length > 0
        ? error.apiError.messages.map((message) => translateUiText(message)).join(' ')
        : t('errors.unexpected');
    return (
      <div className="state state--error" role="alert">
        {text}
      </div>
    );
  }
  return <>{loading}</>;
}
