import type { ReactNode } from 'react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { rememberStore } from '../../../lib/storeCookie';
import { useAppSelector } from '../../../store/hooks';
import { useSaveStoreInformationMutation } from '../applicationEndpoints';
import { selectApplicationRecord } from '../applicationRecord';
import { APPLICATION_TEXT } from '../applicationText';
import { useStepSave } from '../useStepSave';
import { ApplicationPage } from '../progress/ApplicationPage';
import styles from '../progress/application.module.scss';
import { useMessageText, useTexts } from '../../../i18n/useTexts';
import { applicationTexts, type ApplicationText } from '../texts/catalog';

export interface ChosenStore {
  storeNumber: number;
  storeName: string;
  brand: string;
}

/**
 * /application/store-select (step 2, for a store product): the store locator (given by the app as `children`, with
 * the nearest store to the applicant's ZIP code chosen until they pick another) and Continue with the chosen store.
 */
export function StoreSelectStep({ store, children }: { store: ChosenStore | null; children: ReactNode }) {
  const text = useTexts<ApplicationText>(applicationTexts);
  // One call, answered with the income as the page that follows.
  const { save, saving, error } = useStepSave(useSaveStoreInformationMutation);
  const messageText = useMessageText();
  const record = useAppSelector(selectApplicationRecord);
  const confirm = async (chosen: ChosenStore) => {
    if (!record) return;
    const saved = await save(() => ({
      id: record.id,
      storeInformation: { storeNumber: String(chosen.storeNumber), brandName: chosen.brand },
    }));
    // Remembered 30 days (application spec 9), as a store chosen on the store locator is.
    if (saved) rememberStore(chosen.storeNumber);
  };
  return (
    <ApplicationPage id="store-select-title" title={text('store.title')}>
      <p className={styles.muted}>{text('store.lead')}</p>
      {error && <Alert tone="error">{messageText(error)}</Alert>}
      <p role="status">{store ? text('store.yours', { name: store.storeName }) : text('store.none')}</p>
      <div className={styles.actions}>
        <Button disabled={!store || saving} onClick={() => store && void confirm(store)}>
          {text(saving ? APPLICATION_TEXT.processing : 'store.continue')}
        </Button>
      </div>
      {children}
    </ApplicationPage>
  );
}
