// /account/ivr: paying by phone. The brand's number takes payments around the clock through its automated line
// (our design: the specification names the page, not its words), and agents during the brand's hours.
import { PhoneLink } from '../../../components/PhoneLink';
import { useAppSelector } from '../../../store/hooks';
import { selectBrand } from '../../../store/selectors';
import { AccountFrame } from './AccountFrame';
import { AccountLoading, AccountUnavailable } from './AccountStatus';
import styles from './account.module.scss';
import { useAccount } from './useAccount';

export function IvrScreen() {
  const brand = useAppSelector(selectBrand);
  const { data, isError } = useAccount();
  if (isError) return <AccountUnavailable />;
  if (!data) return <AccountLoading />;
  const open = data.loans.filter((loan) => loan.status === 'OPEN');
  return (
    <AccountFrame title="Pay by phone">
      <ol className={styles.steps}>
        <li>
          Call <PhoneLink number={brand.phoneNumber} /> at any time, day or night.
        </li>
        <li>Say or press 2 for “Make a payment”.</li>
        <li>
          Enter your loan number
          {open.length === 1
            ? `: ${open[0]!.loanNumber}`
            : open.length > 1
              ? ` (${open.map((loan) => loan.loanNumber).join(' or ')})`
              : ''}
          , then the last 4 digits of your Social Security number.
        </li>
        <li>
          Choose the amount and pay from your bank account on file or with a debit card. You will hear a reference
          number: write it down.
        </li>
      </ol>
      <p className={styles.muted}>
        To talk to someone, stay on the line ({brand.contactHours}). There is no fee to pay by phone.
      </p>
    </AccountFrame>
  );
}
