// The policies concept's public face (domains22): moderation rules on domains and accounts.

export { createPolicy, deletePolicy, getPolicy, updatePolicy } from './api';
export { MANAGE_KEY, policyKeys, usePolicy, usePolicyWrites } from './hooks';
export {
  EMPTY_POLICY_FORM,
  formOfPolicy,
  mapPolicy,
  parsePolicyForm,
  policyFormComplete,
  policyPayload,
  type Policy,
  type PolicyFlags,
  type PolicyForm,
  type PolicyTarget,
} from './model';
