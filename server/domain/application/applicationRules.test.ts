import { DomainError } from '../domainError';
import { object, string } from 'yup';
import { isStepPage } from '../../../src/lib/rules/applicationSteps';
import { checked, isKept, resumeAtPage, RETENTION_DAYS, worthResuming } from './applicationRules';

const now = new Date('2026-11-23T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

describe('the application rules', () => {
  it('keep an unsubmitted application 21 days from its creation', () => {
    expect(RETENTION_DAYS).toBe(21);
    expect(isKept(daysAgo(20), now)).toBe(true);
    expect(isKept(daysAgo(20.99), now)).toBe(true);
    expect(isKept(daysAgo(21), now)).toBe(false);
    expect(isKept(daysAgo(22), now)).toBe(false);
  });

  it('resume only at the pages of the flow, never at an address with more in it', () => {
    expect(isStepPage('/application/income')).toBe(true);
    expect(isStepPage('/application/income?ssn=900000001')).toBe(false);
    expect(isStepPage('/account')).toBe(false);
    expect(isStepPage('https://evil.example/application/income')).toBe(false);
  });

  it('store the page of the step a save names, and nothing when it names none', () => {
    expect(resumeAtPage('INCOME')).toEqual({ applicationUrl: '/application/income' });
    expect(resumeAtPage('PRODUCT_PREFERENCE')).toEqual({ applicationUrl: '/application/product-preference' });
    expect(resumeAtPage(null)).toEqual({});
    expect(resumeAtPage(undefined)).toEqual({});
  });

  it('offer resuming once step 1 was saved', () => {
    expect(worthResuming({ personal: null, applicationUrl: '/application/personal' })).toBe(false);
    expect(worthResuming({ personal: { firstName: 'Nina' }, applicationUrl: '/application/income' })).toBe(true);
  });

  it('refuse data the form schema refuses, naming the field and its message', () => {
    let refusal: unknown;
    try {
      checked(
        object({
          firstName: string().required('Enter your first name'),
          lastName: string().required('Enter your last name'),
        }),
        { firstName: 'Nina' },
      );
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({ code: 'BAD_REQUEST', field: 'lastName', message: 'Enter your last name' });
  });
});
