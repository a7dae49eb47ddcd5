// The agreements pages' one way on: 'Agree and continue' (it says it is working while the set is sent).
import { Button } from '../../../../components/Button';
import { APPLICATION_TEXT } from '../../applicationText';
import pageStyles from '../../progress/application.module.scss';
import { AGREEMENTS_TEXT } from './agreementsText';

export function AgreeAndContinue({ saving, disabled }: { saving: boolean; disabled: boolean }) {
  return (
    <div className={pageStyles.actions}>
      <Button type="submit" disabled={saving || disabled}>
        {saving ? APPLICATION_TEXT.processing : AGREEMENTS_TEXT.continue}
      </Button>
    </div>
  );
}
