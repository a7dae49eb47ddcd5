// What the borrower has done with a set's documents on this page: opened (read) and agreed. A document the server
// already has as agreed starts read and agreed. The E-SIGN consent gates the rest (see AgreementDocuments).
import { useCallback, useState } from 'react';
import { AGREED } from '../../../../lib/rules/agreements';
import type { AgreementDocument } from './agreementsEndpoints';

export function useAgreementChoices(documents: readonly AgreementDocument[]) {
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const [ticked, setTicked] = useState<Readonly<Record<string, boolean>>>({});
  const onServer = new Set(documents.filter((document) => document.value === AGREED).map((document) => document.idTag));
  const read = new Set([...opened, ...onServer]);
  const agreed = new Set(
    documents.map((document) => document.idTag).filter((idTag) => ticked[idTag] ?? onServer.has(idTag)),
  );
  const markRead = useCallback((idTag: string) => setOpened((before) => new Set([...before, idTag])), []);
  const agree = useCallback(
    (idTag: string, value: boolean) => setTicked((before) => ({ ...before, [idTag]: value })),
    [],
  );
  return { read, agreed, markRead, agree };
}
