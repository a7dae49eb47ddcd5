// The convert and refinance pages' common frame: the terms read by the customer's own code (`me.customerCode`), a wait
// that says what it waits for, a failure (or a customer with no code: no loan to change) that says why, and the foot:
// Continue (busy while the application is made), the way back to the loan, and the conversion-denied modal.
import { skipToken } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';
import { useMeQuery } from '../../../api/customerEndpoints';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { LinkButton } from '../../../components/LinkButton';
import { paths } from '../../../config/paths';
import { useAppSelector } from '../../../store/hooks';
import { NO_CUSTOMER_CODE } from '../conversionSagas';
import { selectConversion } from '../conversionSlice';
import { ConversionFrame, Waiting } from './ConversionFrame';
import { UnavailableModal } from './UnavailableModal';
import styles from './conversion.module.scss';

interface Loaded<T> {
  data?: T;
  isError: boolean;
  error?: unknown;
}

/** The argument of a terms query: the customer's code, or skipToken while `me` loads (or when there is none). */
export function useCustomerCode(): { args: { customerCode: string } | typeof skipToken; missing: boolean } {
  const { data: me } = useMeQuery();
  return { args: me?.customerCode ? { customerCode: me.customerCode } : skipToken, missing: !!me && !me.customerCode };
}

export function DetailsPage<T>({
  title,
  loading,
  missing,
  result,
  children,
}: {
  title: string;
  loading: string;
  missing: boolean;
  result: Loaded<T>;
  children: (data: T) => ReactNode;
}) {
  if (missing || result.isError)
    return (
      <ConversionFrame title={title}>
        <Alert tone="error">
          {missing
            ? NO_CUSTOMER_CODE
            : ((result.error as { message?: string } | undefined)?.message ??
              'We could not load your loan options. Please try again.')}
        </Alert>
        <LinkButton to={paths.account.root.href()}>Back to your account</LinkButton>
      </ConversionFrame>
    );
  if (!result.data) return <Waiting text={loading} />;
  return <ConversionFrame title={title}>{children(result.data)}</ConversionFrame>;
}

export function ContinueActions({ onContinue, keepLabel }: { onContinue: () => void; keepLabel: string }) {
  const { continuing } = useAppSelector(selectConversion);
  return (
    <>
      <div className={styles.actions}>
        <Button block disabled={continuing} onClick={onContinue}>
          {continuing ? 'Preparing your agreement...' : 'Continue'}
        </Button>
        <LinkButton secondary to={paths.account.root.href()}>
          {keepLabel}
        </LinkButton>
      </div>
      <UnavailableModal />
    </>
  );
}
