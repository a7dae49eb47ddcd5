// Step 4's offer, from the API's cache: the products this applicant may take (getCustomerProductAvailability), on the
// application's channel. The products page asks afresh on each visit; the amount page reads what it found.
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useCustomerProductsQuery, type ApplicationRecord, type Product } from '../../applicationEndpoints';

export type OffersStatus = 'loading' | 'ready' | 'failed';

export function useOffers(
  record: ApplicationRecord | null,
  { fresh }: { fresh: boolean },
): { offers: Product[]; status: OffersStatus } {
  const { data, isError, isSuccess } = useCustomerProductsQuery(record ? { applicationId: record.id } : skipToken, {
    refetchOnMountOrArgChange: fresh,
  });
  const channel = record?.channel;
  const offers = useMemo(
    () => (data?.products ?? []).filter((product) => product.channel === channel),
    [data, channel],
  );
  return { offers, status: isError ? 'failed' : isSuccess ? 'ready' : 'loading' };
}
