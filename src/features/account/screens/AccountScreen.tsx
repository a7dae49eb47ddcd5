// /account: reads the overview afresh and shows the page the rule table chose (src/lib/rules/accountPage.ts): at the
// page's own address, or, with the unifiedHomepages flag on, in place, so the customer's home has one address
// (decision 0054).
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import type { AccountPage } from '../../../lib/rules/accountPage';
import { useHrefOfPage, useUnifiedHome } from '../accountPages';
import { HOME_SCREENS } from '../homeScreens';
import { AccountLoading, AccountUnavailable } from './AccountStatus';
import { useAccount } from './useAccount';

export function AccountScreen() {
  const { data, isFetching, isError, fulfilledTimeStamp } = useAccount();
  const unified = useUnifiedHome();
  const hrefOfPage = useHrefOfPage();
  // The overview read since this page opened: a page chosen from an older read could be the wrong one.
  const [openedAt] = useState(Date.now);
  if (isError) return <AccountUnavailable />;
  if (!unified) {
    if (!data || isFetching) return <AccountLoading />;
    return <Navigate to={hrefOfPage(data.page)} replace />;
  }
  // In place, a page's own polling reads the overview again without leaving it.
  if (!data || (fulfilledTimeStamp ?? 0) < openedAt) return <AccountLoading />;
  const Home = HOME_SCREENS[data.page as AccountPage] as (typeof HOME_SCREENS)[AccountPage] | undefined;
  if (!Home) return <Navigate to={hrefOfPage(data.page)} replace />;
  return <Home />;
}
