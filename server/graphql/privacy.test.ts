// The privacy-notice consent page's calls over real HTTP (issue 31): the brand's notice, its agreement (today's
// version only, once however often it is sent), and step 1 refused until it is agreed while the brand asks for it.
// p360's flag is changed here only: no other file saves step 1 on p360.
import { newApplicant, personalInput, uniqueEmail } from '../../tests/support/applicationClient';
import { graphql, testHook, tokensFor } from '../../tests/support/serverClient';

const NOTICE = '{ privacyNotice { version required acceptedAt sections { heading } } }';
const ACCEPT = 'mutation A($version: String!) { acceptPrivacyNotice(version: $version) { version acceptedAt } }';
const CREATE =
  'mutation C($application: ApplicationInput!) { createApplication(application: $application) { id personalInformation { firstName } } }';

const createFor = (token: string, email: string) =>
  graphql(CREATE, token, 'p360', {
    application: {
      applicationType: 'SAGA_APPLICATION_ONLINE',
      stateCode: 'OH',
      channel: 'ONLINE',
      userInformation: { email },
      personalInformation: personalInput({ documentNumber: '900031031' }),
    },
  });

describe('the privacy notice at collection', () => {
  it('is shown with the brand’s wording, agreed once (today’s version only), and gates step 1 while the brand asks for it', async () => {
    const email = uniqueEmail('nora');
    const token = await newApplicant(email, 'p360');
    const before = await graphql(NOTICE, token, 'p360');
    expect(before.body.data).toEqual({
      privacyNotice: {
        version: '2026-11-01',
        required: false,
        acceptedAt: null,
        sections: [
          { heading: 'How Path 360 Financial uses your personal information' },
          { heading: 'Notice to California residents' },
        ],
      },
    });

    await testHook('flags/p360', { method: 'PUT', body: { privacyNoticeConsent: true } });
    try {
      expect((await graphql(NOTICE, token, 'p360')).body.data).toMatchObject({
        privacyNotice: { required: true, acceptedAt: null },
      });
      const refused = await createFor(token, email);
      expect(refused.body.errors?.[0]).toMatchObject({
        message: 'Please read and agree to our privacy notice before you tell us about yourself.',
        extensions: { code: 'BAD_REQUEST' },
      });
      // Nothing was made.
      expect((await graphql(`{ unsubmittedApplication(email: "${email}") { id } }`, token, 'p360')).body.data).toEqual({
        unsubmittedApplication: null,
      });

      // A version that is not today's, or is not a version at all, is refused and records nothing.
      expect((await graphql(ACCEPT, token, 'p360', { version: '2020-01-01' })).body.errors?.[0]).toMatchObject({
        message: 'Our privacy notice has changed. Please read the new one.',
        extensions: { code: 'BAD_REQUEST' },
      });
      for (const version of ['', 'x'.repeat(10_000), '2026-11-01\u0000']) {
        expect((await graphql(ACCEPT, token, 'p360', { version })).body.errors?.[0]?.extensions).toMatchObject({
          code: expect.stringMatching(/^BAD_(REQUEST|USER_INPUT)$/) as unknown,
        });
      }
      expect((await graphql(NOTICE, token, 'p360')).body.data).toMatchObject({ privacyNotice: { acceptedAt: null } });

      // Two clicks at once: one agreement, the first time kept.
      const [first, second] = await Promise.all([
        graphql(ACCEPT, token, 'p360', { version: '2026-11-01' }),
        graphql(ACCEPT, token, 'p360', { version: '2026-11-01' }),
      ]);
      const agreedAt = (first.body.data as { acceptPrivacyNotice: { acceptedAt: string } }).acceptPrivacyNotice
        .acceptedAt;
      expect(agreedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(second.body.data).toEqual({ acceptPrivacyNotice: { version: '2026-11-01', acceptedAt: agreedAt } });
      expect((await graphql(ACCEPT, token, 'p360', { version: '2026-11-01' })).body.data).toEqual({
        acceptPrivacyNotice: { version: '2026-11-01', acceptedAt: agreedAt },
      });

      const made = await createFor(token, email);
      expect(made.body.errors).toBeUndefined();
      expect(made.body.data).toMatchObject({ createApplication: { personalInformation: { firstName: 'Rosa' } } });
    } finally {
      await testHook('flags/p360', { method: 'PUT', body: { privacyNoticeConsent: false } });
    }
  });

  it('is the customer’s: an agent acting for nobody is refused, an agent acting for a customer sees that customer’s', async () => {
    const agent = (await tokensFor('agent.ferreira@example.com', 'Agent#2026')).IdToken;
    expect((await graphql(NOTICE, agent, 'p360')).body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect(
      (await graphql(ACCEPT, agent, 'p360', { version: '2026-11-01' })).body.errors?.[0]?.extensions,
    ).toMatchObject({ code: 'FORBIDDEN' });
    expect(
      (await graphql('mutation { startImpersonation(email: "li.wei@example.com") { customerEmail } }', agent, 'p360'))
        .body.errors,
    ).toBeUndefined();
    try {
      expect((await graphql(NOTICE, agent, 'p360')).body.data).toMatchObject({
        privacyNotice: { version: '2026-11-01', required: false },
      });
    } finally {
      await graphql('mutation { stopImpersonation { success } }', agent, 'p360');
    }
  });
});
