import { useEffect } from 'react';
import { Card } from '../../../components/Card';
import { useAppDispatch } from '../../../store/hooks';
import { applicationEntered } from '../applicationSlice';
import { APPLICATION_TEXT } from '../applicationText';

/** /application: the entry decides where this person starts (applicationSagas' entry), then goes there. */
export function EntryScreen() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(applicationEntered({ resume: true }));
  }, [dispatch]);
  return (
    <Card id="application-title" title="Your application">
      <p role="status">{APPLICATION_TEXT.processing}</p>
    </Card>
  );
}
