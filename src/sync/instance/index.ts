// The instance concept's public face: what src/app, the player and the other concepts may use.

export { detectApiBase } from './api-base';
export {
  checkInstance,
  fetchInstanceSettings,
  fetchNodeInfo,
  findStartPod,
  NODE_INFO_PATH,
  nodeInfoUrl,
  readFrontSettings,
} from './api';
export {
  instanceKeys,
  nodeInfoQuery,
  useFrontSettings,
  useInstanceSettings,
  useInstanceSettingsOrDefaults,
  useNodeInfo,
} from './queries';
export { DEFAULT_INSTANCE_SETTINGS, instanceSettingsOrDefaults, podStatistics } from './model';
export type { InstanceInfo, InstanceSettings, PodStatistic, PodStatisticKey } from './model';
