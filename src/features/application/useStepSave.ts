// A step whose save is one call needs no saga (decision 0061): its screen makes the call, the call keeps the record it
// answers with (its own lifecycle, applicationEndpoints.ts), and the answer names the step that follows, where the
// screen goes. A refusal's words (or the save-failed text) stay on the page with what was typed; a fault of the server
// is the error rules' (src/app/apiErrorSaga.ts). A second press while the save is under way sends nothing.
import type { Message } from '../../lib/apiError';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../store/hooks';
import type { ApplicationRecord } from './applicationEndpoints';
import { stepSaved } from './applicationSlice';
import { APPLICATION_TEXT } from './applicationText';
import { isRefusal, messageOf } from './flowEffects';

type Call<Args> = (args: Args) => { unwrap: () => Promise<ApplicationRecord> };
/** An endpoint's mutation hook whose answer is the whole application (`useSaveIncomeInformationMutation`). */
type SaveHook<Args> = () => readonly [Call<Args>, { isLoading: boolean }];

/**
 * The step's save and what the page shows meanwhile. `save(wire)` works out what to send when pressed (a wire that
 * fails its check is not sent: the save-failed text) and answers with the record saved (the page then moves on) or null.
 */
export function useStepSave<Args>(useSave: SaveHook<Args>) {
  const [call, { isLoading }] = useSave();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [error, setError] = useState<Message | null>(null);
  const underWay = useRef(false);
  const save = useCallback(
    async (wire: () => Args): Promise<ApplicationRecord | null> => {
      if (underWay.current) return null;
      underWay.current = true;
      setError(null);
      try {
        const saved = await call(wire()).unwrap();
        const next = saved.loanApplicationProgress?.applicationUrl;
        if (!next) throw new Error('The save was answered without the step that follows it');
        dispatch(stepSaved({ applicationId: saved.id, reached: next }));
        void navigate(next);
        return saved;
      } catch (failure) {
        setError(isRefusal(failure) && messageOf(failure) ? messageOf(failure) : APPLICATION_TEXT.saveFailed);
        return null;
      } finally {
        underWay.current = false;
      }
    },
    [call, dispatch, navigate],
  );
  return { save, saving: isLoading, error };
}
