import { useEffect } from 'react';
import { Card } from '../../../components/Card';
import { useAppDispatch } from '../../../store/hooks';
import { applicationEntered } from '../applicationSlice';
import { APPLICATION_TEXT } from '../applicationText';
import { useTexts } from '../../../i18n/useTexts';
import { applicationTexts, type ApplicationText } from '../texts/catalog';

/** /application: the entry decides where this person starts (applicationSagas' entry), then goes there. */
export function EntryScreen() {
  const text = useTexts<ApplicationText>(applicationTexts);
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(applicationEntered({ resume: true }));
  }, [dispatch]);
  return (
    <Card id="application-title" title={text('entry.title')}>
      <p role="status">{text(APPLICATION_TEXT.processing)}</p>
    </Card>
  );
}
