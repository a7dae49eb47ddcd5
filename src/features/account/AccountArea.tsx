// The account's pages under /account, in the account chunk with their own route table: the boot code carries one
// route for the whole area (the login page's byte budget). /account itself chooses the page with the rule table.
import { Route, Routes } from 'react-router-dom';
import { ExternalRedirect } from '../../components/ExternalRedirect';
import { paths } from '../../config/paths';
import { PersonalScreen } from './personal/PersonalScreen';
import { LoanProDefaultPaymentScreen, LoanProPaymentScreen, StandardPaymentScreen } from './payments/PaymentScreen';
import { AccountScreen } from './screens/AccountScreen';
import { CreditViewScreen } from './screens/CreditViewScreen';
import { IvrScreen } from './screens/IvrScreen';
import { ApplyNowScreen } from './screens/ApplyNowScreen';
import { OpenLoanScreen, PastDueLoanScreen, RefinanceLoanScreen, RescissionLoanScreen } from './screens/LoanScreen';
import { NoOpenLoanScreen } from './screens/NoOpenLoanScreen';
import {
  ConditionallyApprovedScreen,
  OriginationOnHoldScreen,
  PendingEppScreen,
  PendingRefinanceScreen,
  RefinancePendingOriginationScreen,
} from './screens/WaitingScreens';

/** A page's path under /account. */
const under = (href: string) => href.slice(paths.account.root.href().length + 1);

export function AccountArea() {
  return (
    <Routes>
      <Route index element={<AccountScreen />} />
      <Route path={under(paths.account.openLoan.href())} element={<OpenLoanScreen />} />
      <Route path={under(paths.account.openLoanPastDue.href())} element={<PastDueLoanScreen />} />
      <Route path={under(paths.account.loanInRescission.href())} element={<RescissionLoanScreen />} />
      <Route path={under(paths.account.noOpenLoan.href())} element={<NoOpenLoanScreen />} />
      <Route path={under(paths.account.applyNow.href())} element={<ApplyNowScreen />} />
      <Route path={under(paths.account.payment.href())} element={<StandardPaymentScreen />} />
      <Route path={under(paths.account.paymentLoanPro.href())} element={<LoanProPaymentScreen />} />
      <Route path={under(paths.account.paymentLoanProDefault.href())} element={<LoanProDefaultPaymentScreen />} />
      <Route path={under(paths.account.ivr.href())} element={<IvrScreen />} />
      <Route path={under(paths.account.conditionallyApprovedLoan.href())} element={<ConditionallyApprovedScreen />} />
      <Route path={under(paths.account.originationOnHold.href())} element={<OriginationOnHoldScreen />} />
      <Route path={under(paths.account.pendingRefinance.href())} element={<PendingRefinanceScreen />} />
      <Route
        path={under(paths.account.refinancePendingOrigination.href())}
        element={<RefinancePendingOriginationScreen />}
      />
      <Route path={under(paths.account.pendingEpp.href())} element={<PendingEppScreen />} />
      <Route path={under(paths.account.creditView.href())} element={<CreditViewScreen />} />
      <Route path={under(paths.account.personal.href())} element={<PersonalScreen />} />
      <Route path={under(paths.account.refinance.href())} element={<RefinanceLoanScreen />} />
      <Route path="*" element={<ExternalRedirect to={paths.notFound.href()} />} />
    </Routes>
  );
}
