// The one Plaid Link of the bank pages (react-plaid-link's usePlaidLink): it runs with the slice's link token, opens
// when the flow asks, and turns Link's callbacks into the bank feature's actions. Mounted once for all the bank
// pages, so Link stays alive from consent to the connection.
import { useEffect } from 'react';
import { usePlaidLink } from 'react-plaid-link';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { linkOpened, plaidEvent, plaidExited, plaidSucceeded, selectBank } from '../bankSlice';

export function PlaidLinkHost() {
  const dispatch = useAppDispatch();
  const { linkToken, phase, oauthReturn } = useAppSelector(selectBank);
  const { open, ready } = usePlaidLink({
    token: linkToken,
    receivedRedirectUri: oauthReturn ? window.location.href : undefined,
    onSuccess: (publicToken, metadata) => {
      if (publicToken) dispatch(plaidSucceeded({ publicToken, institution: metadata.institution?.name ?? null, accountIds: metadata.accounts.map((account) => account.id) }));
    },
    onExit: (error) => dispatch(plaidExited({ errorCode: error?.error_code ?? null, errorType: error?.error_type ?? null })),
    onEvent: (eventName, metadata) => dispatch(plaidEvent({ eventName, errorCode: metadata.error_code ?? null })),
  });
  useEffect(() => {
    if (!ready || phase !== 'opening') return;
    open();
    dispatch(linkOpened());
  }, [ready, phase, open, dispatch]);
  return null;
}
