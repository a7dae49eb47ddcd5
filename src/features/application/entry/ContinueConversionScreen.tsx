import { Button } from '../../../components/Button';
import { DeadEnd } from '../../../components/DeadEnd';
import { LinkButton } from '../../../components/LinkButton';
import { paths } from '../../../config/paths';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectApplication, welcomeContinued } from '../applicationSlice';
import { selectConvertibleStoreLoan } from './storeLoanConversion';
import { useTexts } from '../../../i18n/useTexts';
import { applicationTexts, type ApplicationText } from '../texts/catalog';
import { useFormats } from '../../../i18n/useFormats';

/**
 * /application/continue-conversion: a returning customer with an open store loan that may be converted into an
 * installment loan is told so before applying; converting is done from the account (the conversion issue), or
 * they apply for a new loan instead.
 */
export function ContinueConversionScreen() {
  const text = useTexts<ApplicationText>(applicationTexts);
  const { money } = useFormats();
  const dispatch = useAppDispatch();
  const { saving } = useAppSelector(selectApplication);
  const conversion = useAppSelector(selectConvertibleStoreLoan);
  return (
    <DeadEnd
      id="continue-conversion-title"
      title={text('continueConversion.title')}
      actions={
        <>
          <LinkButton to={paths.account.root.href()}>{text('continueConversion.account')}</LinkButton>
          <Button variant="secondary" disabled={saving} onClick={() => dispatch(welcomeContinued())}>
            {text('continueConversion.apply')}
          </Button>
        </>
      }
    >
      <p>
        {text('continueConversion.text', {
          // The loan's number and its payoff, each with the space before it, when they are known.
          loan: conversion?.loanNumber ? ` ${conversion.loanNumber}` : '',
          payoff:
            conversion?.payoffAmount !== null && conversion?.payoffAmount !== undefined
              ? text('continueConversion.payoff', { amount: money(conversion.payoffAmount) })
              : '',
        })}
      </p>
    </DeadEnd>
  );
}
