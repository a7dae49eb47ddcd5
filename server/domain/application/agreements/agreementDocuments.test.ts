// The documents in Spanish say what the English ones say, figure for figure (issue 71): for any loan, the Spanish loan
// agreement's Truth in Lending box and schedule carry the very amounts, rate and payments of the English one, each
// due date written out in Spanish; every document has a Spanish version whose blocks follow the English ones'.
import fc from 'fast-check';
import { legalOf } from '../productCatalog';
import { loanTerms } from '../../../../src/lib/rules/loanTerms';
import type { Language } from '../../../../src/lib/rules/language';
import type { StoredLoanSelection } from '../../../db/schema/applications';
import { BASE_DISCLOSURES, documentFor, stateDocuments, type DocumentFacts } from './agreementDocuments';
import type { Block } from './pdfLayout';

const factsIn = (language: Language, loan: StoredLoanSelection | null, stateCode = 'OH'): DocumentFacts => ({
  brandKey: 'cng',
  language,
  legal: legalOf('cng', language),
  stateCode,
  personal: { firstName: 'Elena', lastName: 'Vargas' } as DocumentFacts['personal'],
  loan,
  bank: null,
});

const textOf = (blocks: readonly Block[]) =>
  blocks
    .map((block) =>
      'text' in block ? block.text : 'heading' in block ? block.heading : block.table.rows.flat().join(' | '),
    )
    .join('\n');

const MONTHS = 'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre'.split(' ');

const tables = (blocks: readonly Block[]) => blocks.flatMap((block) => ('table' in block ? [block.table] : []));

/** The figures a text carries: dollar amounts and percentages, in order. */
const figures = (text: string) => text.match(/\$[\d,]+\.\d{2}|\d+\.\d{2}%/g) ?? [];

const loanOf = (offer: Parameters<typeof loanTerms>[0], loanNumber: string): StoredLoanSelection => ({
  productCode: offer.productCode,
  channel: 'ONLINE',
  amount: offer.amount,
  termMonths: offer.termMonths,
  apr: offer.apr,
  loanNumber,
  offeredOn: offer.today,
  terms: loanTerms(offer),
});

describe('the documents in Spanish', () => {
  it('carry the English loan agreement’s figures exactly, with each due date written out', () => {
    const day = fc
      .integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2028, 11, 1) })
      .map((ms) => new Date(ms).toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        fc.record({
          productCode: fc.constantFrom('ILP', 'PDL'),
          apr: fc.integer({ min: 3600, max: 70000 }).map((basis) => basis / 100),
          amount: fc.integer({ min: 100, max: 5000 }),
          termMonths: fc.constantFrom(3, 6, 9, 12, 18, 24),
          paymentFrequency: fc.constantFrom('WK' as const, 'BI' as const, 'BIM' as const, 'MON' as const),
          today: day,
          gap: fc.integer({ min: 1, max: 30 }),
        }),
        ({ gap, ...offer }) => {
          const nextPayDate = new Date(Date.parse(`${offer.today}T00:00:00Z`) + gap * 86_400_000)
            .toISOString()
            .slice(0, 10);
          const loan = loanOf({ ...offer, nextPayDate }, 'ILP-4100397');
          const english = documentFor('LOAN_AGREEMENT', 'Loan Agreement', factsIn('en', loan), 'Ohio')!;
          const spanish = documentFor('LOAN_AGREEMENT', 'Contrato de préstamo', factsIn('es', loan), 'Ohio')!;
          expect(figures(textOf(spanish.blocks))).toEqual(figures(textOf(english.blocks)));
          const [box, schedule] = tables(spanish.blocks);
          expect(box!.rows[1]).toEqual(tables(english.blocks)[0]!.rows[1]);
          expect(schedule!.rows.slice(1).map((row) => row.slice(0, 2))).toEqual(
            tables(english.blocks)[1]!
              .rows.slice(1)
              .map((row) => row.slice(0, 2)),
          );
          for (const [index, payment] of loan.terms!.paymentSchedule.entries()) {
            const [year, month, date] = payment.dueDate.split('-').map(Number) as [number, number, number];
            expect(schedule!.rows[index + 1]![2]).toBe(`${date} de ${MONTHS[month - 1]} de ${year}`);
          }
          expect(spanish.subtitle).toBe('Para Elena Vargas');
          expect(spanish.date).toEqual(english.date);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('has every document, in the words of the glossary, and a state’s license in its Spanish legal text', () => {
    const loan = loanOf(
      {
        productCode: 'ILP',
        apr: 192.77,
        amount: 1000,
        termMonths: 12,
        paymentFrequency: 'BI',
        nextPayDate: '2026-12-18',
        today: '2026-12-04',
      },
      'ILP-4100397',
    );
    const entries = [
      ...BASE_DISCLOSURES,
      ...stateDocuments('APPLICATION', 'CA', 'California'),
      ...stateDocuments('APPROVED', 'CA', 'California'),
    ];
    for (const entry of entries) {
      const english = documentFor(entry.idTag, entry.title, factsIn('en', loan, 'CA'), 'California')!;
      const spanish = documentFor(entry.idTag, entry.title, factsIn('es', loan, 'CA'), 'California')!;
      // The same structure: as many headings, paragraphs and tables, in the same order.
      expect(spanish.blocks.map((block) => Object.keys(block)[0])).toEqual(
        english.blocks.map((block) => Object.keys(block)[0]),
      );
      expect(textOf(spanish.blocks)).not.toEqual(textOf(english.blocks));
    }
    const loanText = textOf(documentFor('LOAN_AGREEMENT', '', factsIn('es', loan), 'Ohio')!.blocks);
    for (const term of ['TASA DE PORCENTAJE ANUAL', 'CARGO FINANCIERO', 'Monto financiado', 'Total de pagos'])
      expect(loanText).toContain(term);
    expect(loanText).toContain('con fecha del 4 de diciembre de 2026');
    const notice = textOf(documentFor('STATE_NOTICE', '', factsIn('es', null, 'CA'), 'California')!.blocks);
    const license = legalOf('cng', 'es').licensing.states.find((state) => state.code === 'CA')!.license;
    expect(notice).toContain(license);
    expect(notice).toContain('Nuestra licencia en California');
  });
});
