import { useTranslation } from 'react-i18next';
import { useNodeInfo } from '../../sync/instance';

/** The pod's name for headings, with a neutral fallback while node info is unknown. */
export function useInstanceName(): string {
  const { t } = useTranslation();
  const nodeInfo = useNodeInfo();
  return nodeInfo.data?.nodeName || t('home.defaultPodName');
}
