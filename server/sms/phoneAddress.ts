// A phone number as the text-message stand-ins address it (an SMS address at MailDev: `<10 digits>@sms.portal.test`)
// and as the portal shows it to its owner: '(•••) •••-0142'. The SMS address is also what a number's codes are
// counted by (server/security/codeBudget.ts), whichever provider sends them.

export const SMS_DOMAIN = 'sms.portal.test';

/** The SMS address of a 10-digit phone number. */
export const smsAddress = (phone: string) => `${phone}@${SMS_DOMAIN}`;
/** The phone number of an SMS address. */
export const phoneOfSmsAddress = (address: string) => address.split('@')[0]!;
/** The number as shown, and as logged: its last four digits. */
export const maskPhone = (phone: string) => `(•••) •••-${phone.slice(-4)}`;
