// The account's pages under /account, in the account chunk with their own route table: the boot code carries one
// route for the whole area (the login page's byte budget). /account itself chooses the page with the rule table.
import { Route, Routes } from 'react-router-dom';
import { ExternalRedirect } from '../../components/ExternalRedirect';
import { paths } from '../../config/paths';
import type { AccountPage } from '../../lib/rules/accountPage';
import { ACCOUNT_PAGE_HREF } from './accountPages';
import { HomePageRoute } from './homeScreens';
import { PersonalScreen } from './personal/PersonalScreen';
import { StandardPaymentScreen } from './payments/PaymentScreen';
import { AccountScreen } from './screens/AccountScreen';
import { CreditViewScreen } from './screens/CreditViewScreen';
import { IvrScreen } from './screens/IvrScreen';

/** A page's path under /account. */
const under = (href: string) => href.slice(paths.account.root.href().length + 1);

/** The home pages with an address under /account (/pending has its own, outside). */
const HOME_PAGES = (Object.keys(ACCOUNT_PAGE_HREF) as AccountPage[]).filter((page) => page !== 'pending');

export function AccountArea() {
  return (
    <Routes>
      <Route index element={<AccountScreen />} />
      {HOME_PAGES.map((page) => (
        <Route key={page} path={under(ACCOUNT_PAGE_HREF[page])} element={<HomePageRoute page={page} />} />
      ))}
      <Route path={under(paths.account.payment.href())} element={<StandardPaymentScreen />} />
      <Route path={under(paths.account.ivr.href())} element={<IvrScreen />} />
      <Route path={under(paths.account.creditView.href())} element={<CreditViewScreen />} />
      <Route path={under(paths.account.personal.href())} element={<PersonalScreen />} />
      <Route path="*" element={<ExternalRedirect to={paths.notFound.href()} />} />
    </Routes>
  );
}
