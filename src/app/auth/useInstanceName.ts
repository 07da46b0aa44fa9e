import { useNodeInfo } from '../../sync/instance';

/**
 * The pod's name for headings, or null while node info is unknown: each sentence then has its own
 * wording for "this pod" (a translated noun cannot go into another sentence's slot).
 */
export function useInstanceName(): string | null {
  const nodeInfo = useNodeInfo();
  return nodeInfo.data?.nodeName || null;
}
