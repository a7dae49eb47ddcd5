// The agreements pages' one way on: 'Agree and continue' (it says it is working while the set is sent).
import { Button } from '../../../../components/Button';
import { APPLICATION_TEXT } from '../../applicationText';
import pageStyles from '../../progress/application.module.scss';
import { useMessageText, useTexts } from '../../../../i18n/useTexts';
import { agreementsTexts, type AgreementsText } from './texts/catalog';

export function AgreeAndContinue({ saving, disabled }: { saving: boolean; disabled: boolean }) {
  const text = useTexts<AgreementsText>(agreementsTexts);
  const messageText = useMessageText();
  return (
    <div className={pageStyles.actions}>
      <Button type="submit" disabled={saving || disabled}>
        {saving ? messageText(APPLICATION_TEXT.processing) : text('agreements.continue')}
      </Button>
    </div>
  );
}
