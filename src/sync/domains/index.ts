// The domains concept's public face (domains22): federated domains in the moderation area.

export {
  addDomain,
  domainAction,
  getDomain,
  getDomainStats,
  listDomains,
  refreshNodeInfo,
  type DomainAction,
} from './api';
export {
  DOMAIN_PAGE_SIZE,
  DOMAIN_STAT_KEYS,
  mapDomain,
  parseDomainInput,
  readNodeInfo,
  type Domain,
  type DomainListParams,
  type DomainStatKey,
  type DomainStats,
  type NodeInfoState,
} from './model';
export { domainKeys, useDomain, useDomainStats, useDomains, useDomainWrites } from './queries';
