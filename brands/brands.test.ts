import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateBrand } from './brandSchema';
import { legalSchema, linksSchema } from './legalSchema';
import { BRAND_KEYS } from './brandKeys';
import { brandKeyFromHost, brands } from './index';
import { brandNotices } from './notices';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../src/lib/rules/language';
import { actuarialApr } from '../src/lib/rules/actuarialApr';
import { addDays, loanTerms, paymentCount } from '../src/lib/rules/loanTerms';
import { FREQUENCY, type PaymentFrequency } from '../src/lib/rules/paymentFrequency';

/**
 * Issue 48: the footer's example said 18 months and 37 semi-monthly payments, and its payments worked out to 193.01%
 * where 192.77% was shown (Xact: 143.87% for 144.61%). Every figure of an example must hold: the payments add up to the
 * total, there are as many as the term holds, the APR worked out from the payments themselves (Appendix J, the first
 * payment one period after the loan is made) is the one shown within Regulation Z's 1/8 point, and the payments are
 * the ones the portal's own schedule makes for that loan.
 */
function expectTrueExample(example: {
  amountFinanced: number;
  apr: number;
  termMonths: number;
  paymentFrequency: PaymentFrequency;
  paymentCount: number;
  paymentAmount: number;
  finalPaymentAmount: number;
  totalOfPayments: number;
}) {
  const unit = FREQUENCY[example.paymentFrequency];
  expect(cents((example.paymentCount - 1) * example.paymentAmount + example.finalPaymentAmount)).toBe(
    cents(example.totalOfPayments),
  );
  expect(example.paymentCount).toBe(paymentCount(example.termMonths, example.paymentFrequency));
  const advancedOn = '2026-01-05';
  const payments = Array.from({ length: example.paymentCount }, (_, k) => ({
    dueDate: addDays(advancedOn, (k + 1) * unit.days),
    paymentAmount: k === example.paymentCount - 1 ? example.finalPaymentAmount : example.paymentAmount,
  }));
  const worked = actuarialApr({ amountFinanced: example.amountFinanced, advancedOn, payments, unit });
  expect(Math.abs(worked - example.apr)).toBeLessThanOrEqual(0.125);
  const schedule = loanTerms({
    productCode: 'ILP',
    apr: example.apr,
    amount: example.amountFinanced,
    termMonths: example.termMonths,
    paymentFrequency: example.paymentFrequency,
    nextPayDate: addDays(advancedOn, unit.days),
    today: advancedOn,
  });
  expect({
    paymentAmount: schedule.paymentAmount,
    finalPaymentAmount: schedule.paymentSchedule.at(-1)!.paymentAmount,
    totalOfPayments: schedule.totalOfPayments,
  }).toEqual({
    paymentAmount: example.paymentAmount,
    finalPaymentAmount: example.finalPaymentAmount,
    totalOfPayments: example.totalOfPayments,
  });
}

describe('brand records', () => {
  it.each(BRAND_KEYS)('%s is a complete, valid record with a fictional 555-01xx phone number', (key) => {
    const brand = validateBrand(brands[key], key);
    expect(brand.key).toBe(key);
    expect(brand.phoneNumber).toMatch(/^\d{3}-555-01\d\d$/);
    const notices = brandNotices[key];
    expect(notices.ecoaAgency).not.toBe('');
    expect(notices.thankYouText).not.toBe('');
    expect(notices.adverseActionText).toMatch(key === 'ccb' ? /within 30 days/ : /within 7 days/);
    // The notice of a declined conversion or refinance names the request in place of "your application".
    expect(notices.adverseActionText).toMatch(/unable to approve your application at this time/);
    // The adverse-action notice's creditor is the lender its footer names (Regulation B, 12 CFR 1002.9(a)(2)).
    const legal = JSON.parse(readFileSync(join(__dirname, key, 'legal.json'), 'utf8')) as { lender: string };
    expect(legal.lender).toContain(notices.creditorAddress.split(',')[0]!);
    if (/\d{5}/.test(legal.lender)) expect(legal.lender).toContain(notices.creditorAddress);
  });

  it('stops start-up with a message naming the bad field', () => {
    expect(() => validateBrand({ ...brands.cng, phoneNumber: 'call us', headerColor: undefined }, 'cng')).toThrow(
      /Brand record "cng" is invalid: .*phoneNumber.*headerColor|Brand record "cng" is invalid: .*headerColor.*phoneNumber/,
    );
  });

  it.each([
    ['cng.localhost:8080', 'cng'],
    ['aca.localhost', 'aca'],
    ['P360.LOCALHOST:8080', 'p360'],
    ['www.ccb.example', 'ccb'],
    ['unknown.test', 'cng'],
  ])('resolves %s to %s', (host, key) => {
    expect(brandKeyFromHost(host)).toBe(key);
  });
});

describe("each brand's legal text and links (data files)", () => {
  const read = (key: string, file: string): unknown => JSON.parse(readFileSync(join(__dirname, key, file), 'utf8'));

  // Which blocks each brand's footer carries (README "Footers and legal text"): removing one, or adding one to a brand
  // that should not have it, fails here.
  const BLOCKS: Record<
    (typeof BRAND_KEYS)[number],
    { exampleLoan: boolean; xact: boolean; paydayNotice: boolean; californiaNotice: boolean }
  > = {
    cng: { exampleLoan: true, xact: false, paydayNotice: true, californiaNotice: true },
    aca: { exampleLoan: true, xact: false, paydayNotice: true, californiaNotice: true },
    ccb: { exampleLoan: false, xact: true, paydayNotice: false, californiaNotice: true },
    csh: { exampleLoan: true, xact: false, paydayNotice: true, californiaNotice: true },
    p360: { exampleLoan: false, xact: false, paydayNotice: false, californiaNotice: true },
  };

  it.each(BRAND_KEYS)(
    '%s: legal.json meets the schema, carries exactly its blocks, with figures that add up',
    (key) => {
      const legal = legalSchema.validateSync(read(key, 'legal.json'), { strict: true, abortEarly: false });
      expect({
        exampleLoan: !!legal.exampleLoan,
        xact: !!legal.xact,
        paydayNotice: !!legal.paydayNotice,
        californiaNotice: !!legal.californiaNotice,
      }).toEqual(BLOCKS[key]);
      if (legal.exampleLoan) {
        const example = legal.exampleLoan;
        expect(example).toMatchObject({
          amountFinanced: 1400,
          apr: 192.77,
          termMonths: 18,
          paymentFrequency: 'BIM',
          paymentCount: 36,
          paymentAmount: 118.53,
          finalPaymentAmount: 117.89,
          totalOfPayments: 4266.44,
          aprLow: 145,
          aprHigh: 225,
        });
        expectTrueExample(example);
      }
      if (legal.xact) {
        expect(key).toBe('ccb');
        expect(legal.xact).toMatchObject({ aprLow: 125, aprHigh: 225, maxAmountForCA: 2400 });
        expect(legal.xact.terms).toEqual([
          expect.objectContaining({
            termMonths: 24,
            amountFinanced: 2000,
            apr: 144.61,
            paymentCount: 52,
            paymentFrequency: 'BI',
            paymentAmount: 118.33,
            finalPaymentAmount: 118.24,
            totalOfPayments: 6153.07,
            returningRefiOnly: true,
          }),
        ]);
        for (const term of legal.xact.terms) expectTrueExample(term);
      }
      // Fictional, and says so.
      expect(legal.lender).toMatch(/fictional/);
      for (const state of legal.licensing.states) expect(state.license).toMatch(/EX-\d{4}/);
    },
  );

  it('puts the Hawaii or the Kentucky and Iowa notices where the footer flags can hide them', () => {
    const withNotice = (code: string) =>
      BRAND_KEYS.filter((key) =>
        legalSchema.cast(read(key, 'legal.json')).licensing.states.some((state) => state.code === code && state.notice),
      );
    expect(withNotice('HI').length).toBeGreaterThan(0);
    expect(withNotice('KY').length).toBeGreaterThan(0);
    expect(withNotice('IA').length).toBeGreaterThan(0);
  });

  it.each(BRAND_KEYS)('%s: links.json meets the schema, each footer link titled in each language offered', (key) => {
    const links = linksSchema.validateSync(read(key, 'links.json'), { strict: true, abortEarly: false });
    expect(links.footerLinks.map((link) => link.idTag)).toEqual(expect.arrayContaining(['privacy', 'terms']));
    for (const language of brands[key].languages.filter((language) => language !== DEFAULT_LANGUAGE))
      for (const link of links.footerLinks) expect(link.translations?.[language]?.title).toMatch(/\S/);
  });

  // A brand's legal text in another language is the same disclosure in other words (decision 0085): every figure,
  // state, license number, phone number and version is the English file's, and no text is left empty.
  const translated = BRAND_KEYS.flatMap((key) =>
    brands[key].languages
      .filter((language) => language !== DEFAULT_LANGUAGE)
      .map((language) => [key, language] as const),
  );
  it.each(translated)(
    '%s: legal.%s.json meets the schema and says what legal.json says, figure for figure',
    (key, language) => {
      const english = legalSchema.validateSync(read(key, 'legal.json'), { strict: true });
      const other = legalSchema.validateSync(read(key, `legal.${language}.json`), { strict: true, abortEarly: false });
      expect(sameFacts(english, other)).toEqual([]);
      // The creditor the adverse-action notice names is the lender the footer names, in each language.
      expect(other.lender).toContain(brandNotices[key].creditorAddress.split(',')[0]!);
    },
  );

  it("has each brand's contact hours in every language's common catalog (they are said through it)", () => {
    for (const language of LANGUAGES) {
      const words = read('../src/i18n/texts', `${language}.json`) as Record<string, string>;
      for (const key of BRAND_KEYS) expect(words[brands[key].contactHours]).toMatch(/\S/);
    }
  });
});

/**
 * Where a translation departs from the English file in anything but its words: a number, a code, a version or a
 * null that differs, a list of another length, or a text whose numbers (figures, license and phone numbers) are not
 * the English text's. Each departure is named by its path.
 */
function sameFacts(english: unknown, other: unknown, path = ''): string[] {
  if (typeof english === 'string' && typeof other === 'string') {
    const numbers = (text: string) => (text.match(/\d+/g) ?? []).sort().join(' ');
    const kept = /\.(code|version|paymentFrequency)$/.test(path);
    if (kept ? english !== other : numbers(english) !== numbers(other) || !/\S/.test(other))
      return [`${path}: "${other}" for "${english}"`];
    return [];
  }
  if (Array.isArray(english) && Array.isArray(other)) {
    if (english.length !== other.length) return [`${path}: ${other.length} items for ${english.length}`];
    return english.flatMap((item, index) => sameFacts(item, other[index], `${path}[${index}]`));
  }
  if (english && other && typeof english === 'object' && typeof other === 'object') {
    const keys = [...new Set([...Object.keys(english), ...Object.keys(other)])];
    return keys.flatMap((key) =>
      sameFacts((english as Record<string, unknown>)[key], (other as Record<string, unknown>)[key], `${path}.${key}`),
    );
  }
  return english === other ? [] : [`${path}: ${JSON.stringify(other)} for ${JSON.stringify(english)}`];
}

function cents(amount: number): number {
  return Math.round(amount * 100);
}
