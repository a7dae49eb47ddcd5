// Where each page of the rule table (src/lib/rules/accountPage.ts) lives: its own address, or /account itself when
// the unifiedHomepages flag is on (decision 0054).
import { paths } from '../../config/paths';
import type { AccountPage } from '../../lib/rules/accountPage';
import { useAppSelector } from '../../store/hooks';
import { selectFlags } from '../../store/selectors';

export const ACCOUNT_PAGE_HREF: Record<AccountPage, string> = {
  'refinance-pending-origination': paths.account.refinancePendingOrigination.href(),
  'pending-refinance': paths.account.pendingRefinance.href(),
  'pending-epp': paths.account.pendingEpp.href(),
  'origination-on-hold': paths.account.originationOnHold.href(),
  'conditionally-approved-loan': paths.account.conditionallyApprovedLoan.href(),
  'loan-in-rescission': paths.account.loanInRescission.href(),
  'payment-loanpro-default': paths.account.paymentLoanProDefault.href(),
  'payment-loanpro': paths.account.paymentLoanPro.href(),
  'open-loan-past-due': paths.account.openLoanPastDue.href(),
  refinance: paths.account.refinance.href(),
  'open-loan': paths.account.openLoan.href(),
  pending: paths.pending.href(),
  'apply-now': paths.account.applyNow.href(),
  'no-open-loan': paths.account.noOpenLoan.href(),
};

const hrefOfPage = (page: string) => ACCOUNT_PAGE_HREF[page as AccountPage] ?? paths.account.error.href();

/** Whether the account's home is one address: /account shows the chosen page in place. */
export const useUnifiedHome = () => useAppSelector((s) => selectFlags(s)?.unifiedHomepages === true);

/** Where a page of the rule table is shown, under the flags of the moment. */
export function useHrefOfPage() {
  const unified = useUnifiedHome();
  return (page: string) => (unified && page in ACCOUNT_PAGE_HREF ? paths.account.root.href() : hrefOfPage(page));
}
