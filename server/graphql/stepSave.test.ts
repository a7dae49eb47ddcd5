// A step's save is one conditional write (issue 51: applicationRepository.ts, updateIfChangeable): the application is
// changed only if, in that same statement, it is the caller's and can still be changed. Its SQL must be the rules the
// refusals are explained with (ownedBy, whyUnchangeable): for an application put in any state (whose, which brand,
// which type, its status, submitted, withdrawn or purged), the save succeeds exactly when both let it, and otherwise
// it is refused with their reason and nothing of the row changes.
import fc from 'fast-check';
import { createdApplication, incomeInput, newApplicant, uniqueEmail } from '../../tests/support/applicationClient';
import { graphql, testHook, tokensFor } from '../../tests/support/serverClient';
import { ownedBy, type ApplicationRow } from '../domain/application/applicationRepository';
import { APPLICATION_TYPE, whyUnchangeable } from '../domain/application/applicationRules';

const SAVE_INCOME =
  'mutation Save($id: ID!, $income: IncomeInformationInput!) { saveIncomeInformation(id: $id, incomeInformation: $income) { id } }';
type Stored = Omit<ApplicationRow, 'submittedAt' | 'withdrawnAt' | 'purgedAt'> & {
  submittedAt: string | null;
  withdrawnAt: string | null;
  purgedAt: string | null;
};
const dated = (row: Stored) => ({
  ...row,
  submittedAt: row.submittedAt ? new Date(row.submittedAt) : null,
  withdrawnAt: row.withdrawnAt ? new Date(row.withdrawnAt) : null,
  purgedAt: row.purgedAt ? new Date(row.purgedAt) : null,
});
const DAY = '2026-11-01T12:00:00.000Z';
/** One value in four (`odd`) unlike the usual (`usual`): each rule is met often enough that every mix comes up. */
const mostly = <T>(usual: T, odd: T) => fc.constantFrom(usual, usual, usual, odd);

describe('a step’s save', () => {
  it('changes the application exactly when it is the caller’s and can still be changed, and nothing otherwise', async () => {
    const email = uniqueEmail('stepsave');
    let token = await newApplicant(email);
    const { id } = await createdApplication(token, email);
    // The test server's tokens last 5 s, and 150 runs take longer than that on a busy machine: signed in again each 2 s.
    let signedInAt = Date.now();
    const freshToken = async () => {
      if (Date.now() - signedInAt > 2000) {
        token = (await tokensFor(email, 'Apply#2026')).IdToken;
        signedInAt = Date.now();
      }
      return token;
    };
    const me = (await testHook<Stored>(`applications/${id}`)).customerId;
    let net = 1000;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          ownerEmail: mostly(email, 'nina.patel@example.com'),
          brand: mostly('cng', 'aca'),
          applicationType: mostly<string>(APPLICATION_TYPE.current, APPLICATION_TYPE.legacy),
          status: fc.constantFrom('UNSUBMITTED', 'UNSUBMITTED', 'UNSUBMITTED', 'PENDING', 'APPROVED', 'DENIED'),
          submittedAt: fc.constantFrom(null, DAY),
          withdrawnAt: mostly(null, DAY),
          purgedAt: mostly(null, DAY),
        }),
        async (state) => {
          const before = await testHook<Stored>(`applications/${id}`, { method: 'PATCH', body: state });
          const row = dated(before);
          const owned = ownedBy(row, { customerId: me, brand: 'cng' });
          const reason = owned ? whyUnchangeable(row) : 'No application with this id for this customer';
          net += 1;
          const saved = await graphql(SAVE_INCOME, await freshToken(), 'cng', {
            id,
            income: incomeInput({ amountNet: net }),
          });
          const after = await testHook<Stored>(`applications/${id}`);
          if (reason === null) {
            expect(saved.body).toEqual({ data: { saveIncomeInformation: { id } } });
            expect(after.income).toMatchObject({ amountNet: net });
          } else {
            expect(saved.body.errors?.[0]?.message).toBe(reason);
            expect(after).toEqual(before);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
