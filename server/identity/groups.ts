// The identity groups of the user pool (the tokens' cognito:groups): customers, enrollment users (not a
// customer's login until their enrollment makes them one) and customer-service agents.
export const IDENTITY_GROUPS = {
  customer: 'my.account.user',
  enrollment: 'enrollment.user',
  agent: 'my.account.csr',
} as const;

const inGroup = (groups: unknown, group: string): boolean => Array.isArray(groups) && groups.includes(group);

export const isAgent = (groups: unknown): boolean => inGroup(groups, IDENTITY_GROUPS.agent);
export const isEnrollmentUser = (groups: unknown): boolean => inGroup(groups, IDENTITY_GROUPS.enrollment);
