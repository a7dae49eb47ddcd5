// The one Plaid Link of the bank pages (react-plaid-link's usePlaidLink): it runs with the slice's link token, opens
// when the flow asks, and turns Link's callbacks into the bank feature's actions. Mounted once for all the bank
// pages, so Link stays alive from consent to the connection. A new link token (update mode's) is a new Link session:
// the old one is destroyed and the new one opens once it is ready.
import { useEffect } from 'react';
import { usePlaidLink } from 'react-plaid-link';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { linkOpened, plaidEvent, plaidExited, plaidSucceeded, selectBank } from '../bankSlice';

export function PlaidLinkHost() {
  const { linkToken } = useAppSelector(selectBank);
  return <LinkSession key={linkToken ?? ''} linkToken={linkToken} />;
}

function LinkSession({ linkToken }: { linkToken: string | null }) {
  const dispatch = useAppDispatch();
  const { phase, oauthReturn } = useAppSelector(selectBank);
  const { open, ready } = usePlaidLink({
    token: linkToken,
    receivedRedirectUri: oauthReturn ? window.location.href : undefined,
    onSuccess: (publicToken, metadata) => {
      if (publicToken)
        dispatch(
          plaidSucceeded({
            publicToken,
            institution: metadata.institution?.name ?? null,
            accountIds: metadata.accounts.map((account) => account.id),
          }),
        );
    },
    onExit: (error) =>
      dispatch(plaidExited({ errorCode: error?.error_code ?? null, errorType: error?.error_type ?? null })),
    onEvent: (eventName, metadata) => dispatch(plaidEvent({ eventName, errorCode: metadata.error_code ?? null })),
  });
  useEffect(() => {
    if (!ready || phase !== 'opening') return;
    open();
    dispatch(linkOpened());
  }, [ready, phase, open, dispatch]);
  return null;
}
