// The one list of keys whose values are personal data or secrets. The browser's Redux DevTools sanitizers and the
// server's log masking both read it, so a field added to a form is kept out of both by one line here.

/** Secrets and identity, money and card data: masked whatever the value. */
export const PERSONAL_KEY =
  /ssn|password|transient|^account$|accountnumber|account_number|^routing$|routingnumber|routing_number|dateofbirth|birth|dob|token|authorization|blackbox|secret|^code$|verificationcode|confirmationcode|licensenumber|documentnumber|personalinformation|incomeinformation|spousalinformation|contactinformation|^amount(gross|net)$|^employer|^numbers$|^balances?$|holdersname|holdername|^card$|cvv|cardnumber|nameoncard|^expiry$/i;

/**
 * Contact details and names (and the address a request came from): masked when they hold text, so a `phone` object of
 * flags or an `emailVerified` flag stays readable.
 */
export const CONTACT_KEY =
  /phone|addressline|zipcode|cityname|newvalue|sentto|ipaddress|email|username|firstname|lastname|middlename|givenname|familyname|fullname/i;

/** Whether the value under `key` is personal: always for PERSONAL_KEY, for CONTACT_KEY when it is text. */
export const isPersonalField = (key: string, value: unknown) =>
  PERSONAL_KEY.test(key) || (CONTACT_KEY.test(key) && typeof value === 'string');
