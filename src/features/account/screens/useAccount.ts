// The account pages' shared read: the overview, fetched afresh on each page.
import { useAccountOverviewQuery } from '../accountEndpoints';

export function useAccount(options: { pollingInterval?: number } = {}) {
  return useAccountOverviewQuery(undefined, { refetchOnMountOrArgChange: true, ...options });
}
