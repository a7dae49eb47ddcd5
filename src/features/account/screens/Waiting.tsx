// The frame of an account page that stands for a wait: it shows while the rule table (src/lib/rules/accountPage.ts)
// still chooses this page, checking the account every 15 seconds when the wait is the lender's; once another page is
// chosen, it goes there.
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { AccountPage } from '../../../lib/rules/accountPage';
import type { AccountOverview } from '../accountEndpoints';
import { useHrefOfPage } from '../accountPages';
import { AccountFrame } from './AccountFrame';
import { AccountLoading, AccountUnavailable } from './AccountStatus';
import { useAccount } from './useAccount';

export const WAITING_POLL_MS = 15_000;

export function Waiting({
  page,
  title,
  poll,
  children,
}: {
  page: AccountPage;
  title: string | ((data: AccountOverview) => string);
  poll: boolean;
  children: (data: AccountOverview) => ReactNode;
}) {
  const { data, isError } = useAccount(poll ? { pollingInterval: WAITING_POLL_MS } : {});
  const hrefOfPage = useHrefOfPage();
  if (isError) return <AccountUnavailable />;
  if (!data) return <AccountLoading />;
  if (data.page !== page) return <Navigate to={hrefOfPage(data.page)} replace />;
  return <AccountFrame title={typeof title === 'string' ? title : title(data)}>{children(data)}</AccountFrame>;
}
