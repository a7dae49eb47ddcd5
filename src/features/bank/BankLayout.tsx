// The frame of the bank pages: the stand-in for Plaid Link loaded first when bank links are local (its own chunk;
// with real Plaid it is never fetched), the one Plaid Link host, and the pages, given the application they are for
// and the frame to show them in by the app (src/app/application/BankArea.tsx).
import { useEffect, useState } from 'react';
import { Outlet, useLocation, useOutletContext } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import type { SavedBankAccount } from '../../events/bankEvents';
import type { ComponentType, ReactNode } from 'react';
import { bankAreaEntered } from './bankSlice';
import { PlaidLinkHost } from './plaid/PlaidLinkHost';

export interface BankArea {
  /** Null until the application is known. */
  applicationId: string | null;
  accountHolderName: string;
  /** The account saved for this application, if any (last 4 digits only). */
  saved: SavedBankAccount | null;
  /** The application's page frame (progress indicator, the gate to the saved step, the card). */
  Frame: ComponentType<{ id: string; title: string; children: ReactNode }>;
}

export const useBankArea = () => useOutletContext<BankArea>();

export function BankLayout(area: BankArea) {
  const dispatch = useAppDispatch();
  const { search } = useLocation();
  const config = useAppSelector((state) => state.runtime.config);
  const local = config?.bankLinkMode !== 'plaid';
  const [linkReady, setLinkReady] = useState(!local);
  useEffect(() => {
    if (!local || linkReady) return;
    void import(/* webpackChunkName: "plaid-stand-in" */ './plaid/standIn/installPlaidStandIn').then(
      ({ installPlaidStandIn }) => {
        installPlaidStandIn(config?.restBaseUrl ?? '/api');
        setLinkReady(true);
      },
    );
  }, [local, linkReady, config?.restBaseUrl]);
  const { applicationId, accountHolderName } = area;
  useEffect(() => {
    if (applicationId) dispatch(bankAreaEntered({ applicationId, accountHolderName, search }));
    // Once per visit to the bank pages with this application (a return from a bank's OAuth page reopens Link).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, applicationId]);
  return (
    <>
      {linkReady && <PlaidLinkHost />}
      <Outlet context={area} />
    </>
  );
}
