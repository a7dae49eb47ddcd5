// A decision page opened on its own (a reload, a resume) watches the decision while it is watched
// (decisionScreens.ts: isWatched); the watch's first message shows the page that fits the state. Asked once per
// application and state, so a watch that ends without a message (no session) is not asked again and again. The
// sagas keep to one watch (decisionSagas.ts: a request while a watch or a send runs is ignored), so asking is harmless.
import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { decisionWatchRequested } from '../../applicationSlice';
import { selectApplicationRecord } from '../../applicationRecord';
import { selectDecisionStatus } from './decisionState';
import { isWatched } from './decisionScreens';

export function useDecisionWatch() {
  const dispatch = useAppDispatch();
  const record = useAppSelector(selectApplicationRecord);
  const asked = useRef<string | null>(null);
  const id = record?.id;
  const state = useAppSelector(selectDecisionStatus);
  const key = id && state ? `${id}:${state}` : null;
  const watch = !!key && isWatched(state) && asked.current !== key;
  useEffect(() => {
    if (!watch || !id || !key) return;
    asked.current = key;
    dispatch(decisionWatchRequested({ applicationId: id }));
  }, [dispatch, watch, id, key]);
}
