// /account: reads the overview and goes to the page the rule table chose (src/lib/rules/accountPage.ts).
import { Navigate } from 'react-router-dom';
import { hrefOfPage } from '../accountPages';
import { AccountLoading, AccountUnavailable } from './AccountStatus';
import { useAccount } from './useAccount';

export function AccountScreen() {
  const { data, isFetching, isError } = useAccount();
  if (isError) return <AccountUnavailable />;
  if (!data || isFetching) return <AccountLoading />;
  return <Navigate to={hrefOfPage(data.page)} replace />;
}
