// /account/ivr: paying by phone. The brand's number takes payments around the clock through its automated line
// (our design: the specification names the page, not its words), and agents during the brand's hours.
import { Trans } from '@lingui/react';
import { PhoneLink } from '../../../components/PhoneLink';
import { useTexts } from '../../../i18n/useTexts';
import { useAppSelector } from '../../../store/hooks';
import { selectBrand } from '../../../store/selectors';
import { AccountFrame } from './AccountFrame';
import { AccountLoading, AccountUnavailable } from './AccountStatus';
import styles from './account.module.scss';
import { useAccount } from './useAccount';
import { accountTexts, type AccountText } from '../texts/catalog';
import { useContactHours } from '../../../i18n/useContactHours';

export function IvrScreen() {
  const brand = useAppSelector(selectBrand);
  const hours = useContactHours();
  const { data, isError } = useAccount();
  const text = useTexts<AccountText>(accountTexts);
  if (isError) return <AccountUnavailable />;
  if (!data) return <AccountLoading />;
  const open = data.loans.filter((loan) => loan.status === 'OPEN');
  return (
    <AccountFrame title={text('ivr.title')}>
      <ol className={styles.steps}>
        <li>
          <Trans
            id="ivr.call"
            values={{ phone: brand.phoneNumber }}
            components={{ 0: <PhoneLink number={brand.phoneNumber} /> }}
          />
        </li>
        <li>{text('ivr.press')}</li>
        <li>
          {text('ivr.loanNumber', {
            loans:
              open.length === 1
                ? text('ivr.oneLoan', { loan: open[0]!.loanNumber })
                : open.length > 1
                  ? text('ivr.loans', { loans: open.map((loan) => loan.loanNumber).join(text('ivr.or')) })
                  : '',
          })}
        </li>
        <li>{text('ivr.pay')}</li>
      </ol>
      <p className={styles.muted}>{text('ivr.agents', { hours })}</p>
    </AccountFrame>
  );
}
