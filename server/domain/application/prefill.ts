// Step 1 as a customer record gives it: a returning customer's express application starts from what the lender
// knows (name, date of birth, address, phone); what the record lacks is left empty for the customer to fill in.
import type { StoredPersonalInformation } from '../../db/schema/applications';
import { lookUpZip } from '../../geo/zipCodes';

export interface KnownDetails {
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  addressLine1: string | null;
  zipCode: string | null;
  stateCode: string | null;
  phone: string | null;
}

export async function prefilledPersonal(known: KnownDetails): Promise<StoredPersonalInformation> {
  const place = known.zipCode ? await lookUpZip(known.zipCode) : undefined;
  return {
    firstName: known.firstName,
    lastName: known.lastName,
    dateOfBirth: known.dateOfBirth ?? '',
    stateIdType: '',
    driverLicenseNumber: '',
    driverLicenseStateCode: '',
    stateIdExpirationDate: '',
    address: {
      addressLine1: known.addressLine1 ?? '',
      addressLine2: '',
      cityName: place?.city ?? '',
      stateCode: known.stateCode ?? place?.state ?? '',
      zipCode: known.zipCode ?? '',
    },
    phones: known.phone ? [{ type: 'C', number: known.phone, extension: null, phonePreference: null }] : [],
    monthsAtAddress: 0,
    ownResidence: false,
    smsOptIn: false,
    spouse: null,
    maritalStatus: null,
  };
}
