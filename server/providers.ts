// Which provider serves each capability a lender contracts for (issue 70), by name only: no address, no key. Read
// from the settings; shown to operators on /api/ready and in the start-up lines; docs/providers.md says how each is
// chosen.
import type { Settings } from './settings';

/**
 * Bank links: `plaid-local-sandbox` (in this process, BANK_LINK_MODE=local), or Plaid through its SDK: its sandbox or
 * production, or `plaid-stand-in` (PLAID_ENV=local, or PLAID_BASE_URL naming another server that speaks its API).
 */
export const BANK_LINK_PROVIDERS = [
  'plaid-local-sandbox',
  'plaid-sandbox',
  'plaid-production',
  'plaid-stand-in',
] as const;
/**
 * Text messages: `mail-stand-in`, a mail to MailDev (`<phone>@sms.portal.test`; SMS_PROVIDER=mail), or Amazon SNS
 * through its SDK: `sns`, or `sns-stand-in` (SNS_ENV=local).
 */
export const TEXT_MESSAGE_PROVIDERS = ['mail-stand-in', 'sns', 'sns-stand-in'] as const;
/**
 * Sign-in: the portal's own Cognito-compatible identity service, or Amazon Cognito (`cognito`, a lender's pool; or
 * `cognito-stand-in`, COGNITO_ENV=local: the identity service signing as the pool).
 */
export const IDENTITY_PROVIDERS = ['portal-identity-service', 'cognito', 'cognito-stand-in'] as const;

export interface Providers {
  bankLinks: (typeof BANK_LINK_PROVIDERS)[number];
  textMessages: (typeof TEXT_MESSAGE_PROVIDERS)[number];
  identity: (typeof IDENTITY_PROVIDERS)[number];
}

export function providersOf(settings: Pick<Settings, 'plaid' | 'sns' | 'cognito'>): Providers {
  const { plaid, sns, cognito } = settings;
  return {
    bankLinks: !plaid
      ? 'plaid-local-sandbox'
      : plaid.baseUrl !== null
        ? 'plaid-stand-in'
        : plaid.environment === 'production'
          ? 'plaid-production'
          : 'plaid-sandbox',
    textMessages: !sns ? 'mail-stand-in' : sns.environment === 'local' ? 'sns-stand-in' : 'sns',
    identity: !cognito ? 'portal-identity-service' : cognito.environment === 'local' ? 'cognito-stand-in' : 'cognito',
  };
}
