// A decision page opened on its own (a reload, a resume) watches the decision while it is under way.
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { decisionWatchRequested, selectApplication } from '../applicationSlice';
import { isUnderWay } from './decisionScreens';

export function useDecisionWatch() {
  const dispatch = useAppDispatch();
  const { record, decision } = useAppSelector(selectApplication);
  const id = record?.id;
  const state = decision.state?.status ?? record?.applicationState ?? null;
  const watch = !!id && !decision.watching && isUnderWay(state);
  useEffect(() => {
    if (watch && id) dispatch(decisionWatchRequested({ applicationId: id }));
  }, [dispatch, watch, id]);
}
