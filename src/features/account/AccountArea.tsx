// The account's pages under /account, in the account chunk with their own route table: the boot code carries one
// route for the whole area (the login page's byte budget). /account itself chooses the page with the rule table.
import { Route, Routes } from 'react-router-dom';
import { ExternalRedirect } from '../../components/ExternalRedirect';
import { paths } from '../../config/paths';
import { AccountScreen } from './screens/AccountScreen';
import { ApplyNowScreen } from './screens/ApplyNowScreen';
import { OpenLoanScreen, PastDueLoanScreen, RescissionLoanScreen } from './screens/LoanScreen';
import { NoOpenLoanScreen } from './screens/NoOpenLoanScreen';

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
      <Route path="*" element={<ExternalRedirect to={paths.notFound.href()} />} />
    </Routes>
  );
}
