import { Button } from '../../../components/Button';
import { DeadEnd } from '../../../components/DeadEnd';
import { LinkButton } from '../../../components/LinkButton';
import { paths } from '../../../config/paths';
import { formatUsd } from '../../../lib/rules/money';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectApplication, welcomeContinued } from '../applicationSlice';
import { selectConvertibleStoreLoan } from './storeLoanConversion';

/**
 * /application/continue-conversion: a returning customer with an open store loan that may be converted into an
 * installment loan is told so before applying; converting is done from the account (the conversion issue), or
 * they apply for a new loan instead.
 */
export function ContinueConversionScreen() {
  const dispatch = useAppDispatch();
  const { saving } = useAppSelector(selectApplication);
  const conversion = useAppSelector(selectConvertibleStoreLoan);
  return (
    <DeadEnd
      id="continue-conversion-title"
      title="You can convert your store loan"
      actions={
        <>
          <LinkButton to={paths.account.root.href()}>Go to my account</LinkButton>
          <Button variant="secondary" disabled={saving} onClick={() => dispatch(welcomeContinued())}>
            Apply for a new loan instead
          </Button>
        </>
      }
    >
      <p>
        Your store loan{conversion?.loanNumber ? ` ${conversion.loanNumber}` : ''}
        {conversion?.payoffAmount !== null && conversion?.payoffAmount !== undefined
          ? ` (payoff ${formatUsd(conversion.payoffAmount)})`
          : ''}{' '}
        can be converted into an installment loan with smaller payments over time.
      </p>
    </DeadEnd>
  );
}
