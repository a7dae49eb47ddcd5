// The pages the server stores as the place to resume (src/lib/rules/applicationSteps.ts) are the browser's own routes.
import { applicationPaths } from '../../../config/applicationPaths';
import { DECIDED_PAGES, STEP_PAGES, isStepPage, type ApplicationStep } from '../../../lib/rules/applicationSteps';

const page = applicationPaths;
const routes: Record<ApplicationStep, string> = {
  PERSONAL: page.personal.href(),
  WELCOME: page.welcome.href(),
  PRODUCT_PREFERENCE: page.productPreference.href(),
  STORE_SELECT: page.storeSelect.href(),
  INCOME: page.income.href(),
  BANK: page.bank.root.href(),
  PRODUCTS: page.products.href(),
  AMOUNT: page.amount.href(),
  OTP: page.otp.href(),
  IDENTITY: page.identity.root.href(),
  AGREEMENTS: page.agreements.href(),
  SUBMIT: page.submit.href(),
};

describe('the steps an application resumes at', () => {
  it('are the routes of the application area, each once', () => {
    expect(STEP_PAGES).toEqual(routes);
    expect(new Set(Object.values(STEP_PAGES)).size).toBe(Object.keys(STEP_PAGES).length);
  });

  it('include the pages only the server moves an application to, as routes too', () => {
    expect(DECIDED_PAGES).toEqual({
      TRANSITION: page.transition.href(),
      APPROVED_AGREEMENTS: page.approvedAgreements.href(),
    });
    expect(isStepPage(DECIDED_PAGES.TRANSITION)).toBe(false);
  });

  it('match the GraphQL enum ApplicationStep of the schema', async () => {
    const { readFileSync } = await import('node:fs');
    const schema = readFileSync(new URL('../../../../schema/application.graphql', import.meta.url), 'utf8');
    const values = /enum ApplicationStep \{([^}]*)\}/.exec(schema)?.[1]?.trim().split(/\s+/);
    expect(values).toEqual(Object.keys(STEP_PAGES));
  });
});
