// Where each page of the rule table (src/lib/rules/accountPage.ts) lives: its own address, or /account itself when
// the unifiedHomepages flag is on (decision 0054).
import { accountPaths } from '../../config/accountPaths';
import { paths } from '../../config/paths';
import type { AccountPage } from '../../lib/rules/accountPage';
import { useAppSelector } from '../../store/hooks';
import { selectFlags } from '../../store/selectors';

export const ACCOUNT_PAGE_HREF: Record<AccountPage, string> = {
  'refinance-pending-origination': accountPaths.refinancePendingOrigination.href(),
  'pending-refinance': accountPaths.pendingRefinance.href(),
  'pending-epp': accountPaths.pendingEpp.href(),
  'origination-on-hold': accountPaths.originationOnHold.href(),
  'conditionally-approved-loan': accountPaths.conditionallyApprovedLoan.href(),
  'loan-in-rescission': accountPaths.loanInRescission.href(),
  'payment-loanpro-default': accountPaths.paymentLoanProDefault.href(),
  'payment-loanpro': accountPaths.paymentLoanPro.href(),
  'open-loan-past-due': accountPaths.openLoanPastDue.href(),
  refinance: accountPaths.refinance.href(),
  'open-loan': accountPaths.openLoan.href(),
  pending: paths.pending.href(),
  'apply-now': accountPaths.applyNow.href(),
  'no-open-loan': accountPaths.noOpenLoan.href(),
};

const hrefOfPage = (page: string) => ACCOUNT_PAGE_HREF[page as AccountPage] ?? paths.account.error.href();

/** Whether the account's home is one address: /account shows the chosen page in place. */
export const useUnifiedHome = () => useAppSelector((s) => selectFlags(s)?.unifiedHomepages === true);

/** Where a page of the rule table is shown, under the flags of the moment. */
export function useHrefOfPage() {
  const unified = useUnifiedHome();
  return (page: string) => (unified && page in ACCOUNT_PAGE_HREF ? paths.account.root.href() : hrefOfPage(page));
}
