// Step 3's bank account, composed here because it joins two features: the application (its page frame with the
// progress indicator and the gate to the saved step, the application's id, the applicant's name and the account
// already saved) and the bank link's pages (src/features/bank), which get them through the bank layout.
import { useApplicationRecord } from '../../features/application/applicationRecord';
import { ApplicationPage } from '../../features/application/progress/ApplicationPage';
import { BankLayout } from '../../features/bank/BankLayout';

export function BankArea() {
  // Shown while the account is saved, so the record (which names it) is read again after the save.
  const record = useApplicationRecord();
  const name = [record?.personalInformation?.firstName, record?.personalInformation?.lastName]
    .filter(Boolean)
    .join(' ');
  return (
    <BankLayout
      applicationId={record?.id ?? null}
      accountHolderName={name}
      saved={record?.bankingInformation ?? null}
      Frame={ApplicationPage}
    />
  );
}
