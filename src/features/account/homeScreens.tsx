// The account's home pages: the screen each page of the rule table (src/lib/rules/accountPage.ts) shows. The area's
// route table gives each its own address; with the unifiedHomepages flag on, /account shows the chosen one in place
// (decision 0054).
import type { ComponentType } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import type { AccountPage } from '../../lib/rules/accountPage';
import { LoanProDefaultPaymentScreen, LoanProPaymentScreen } from './payments/PaymentScreen';
import { ApplyNowScreen } from './screens/ApplyNowScreen';
import { OpenLoanScreen, PastDueLoanScreen, RefinanceLoanScreen, RescissionLoanScreen } from './screens/LoanScreen';
import { useUnifiedHome } from './accountPages';
import { NoOpenLoanScreen } from './screens/NoOpenLoanScreen';
import { PendingScreen } from './screens/PendingScreen';
import {
  ConditionallyApprovedScreen,
  OriginationOnHoldScreen,
  PendingEppScreen,
  PendingRefinanceScreen,
  RefinancePendingOriginationScreen,
} from './screens/WaitingScreens';

export const HOME_SCREENS: Record<AccountPage, ComponentType> = {
  'refinance-pending-origination': RefinancePendingOriginationScreen,
  'pending-refinance': PendingRefinanceScreen,
  'pending-epp': PendingEppScreen,
  'origination-on-hold': OriginationOnHoldScreen,
  'conditionally-approved-loan': ConditionallyApprovedScreen,
  'loan-in-rescission': RescissionLoanScreen,
  'payment-loanpro-default': LoanProDefaultPaymentScreen,
  'payment-loanpro': LoanProPaymentScreen,
  'open-loan-past-due': PastDueLoanScreen,
  refinance: RefinanceLoanScreen,
  'open-loan': OpenLoanScreen,
  pending: PendingScreen,
  'apply-now': ApplyNowScreen,
  'no-open-loan': NoOpenLoanScreen,
};

/** A home page at its own address; with the flag on, that address leads to /account, the home's one address. */
export function HomePageRoute({ page }: { page: AccountPage }) {
  const unified = useUnifiedHome();
  const Home = HOME_SCREENS[page];
  return unified ? <Navigate to={paths.account.root.href()} replace /> : <Home />;
}

/** Each home page as the route table shows it at its own address (/pending is outside the account's area). */
export const homePageRoute = (page: AccountPage): ComponentType =>
  function HomePage() {
    return <HomePageRoute page={page} />;
  };
