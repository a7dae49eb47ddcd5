// Which of an application's phone numbers /otp verifies (issue 14), shared by the page (the carrier's check is asked
// for this number) and the server (codes go to it; the verification holds while it stays the application's): the
// mobile (cell, type C) number, else the first one given.
export interface GivenPhone {
  type?: string | null;
  number?: string | null;
}

export function phoneToVerify(phones: readonly (GivenPhone | null)[] | null | undefined): string | null {
  const given = phones ?? [];
  return (given.find((phone) => phone?.type === 'C') ?? given[0])?.number ?? null;
}
