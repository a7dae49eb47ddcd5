// The signed-in customer's language kept on their record (issue 71): a page in another language than the record's
// says so to the server once, the language control's choice too; an agent's own language is never kept, and the
// banner tells the agent the customer's.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultCustomer, type FakeBackend } from '../../../tests/support/fakeBackend';
import { openSignedIn } from '../../../tests/support/openSignedIn';

const chunkLoad = { timeout: 5000 };
const kept = (backend: FakeBackend) =>
  backend.calls.filter((call) => call.operation === 'SaveLanguage').map((call) => call.input);
const home = { AccountOverview: { accountOverview: { page: 'apply-now', loans: [], application: null } } };

describe('the customer’s language on their record', () => {
  it('is kept from a page in Spanish, once', async () => {
    const { backend } = await openSignedIn('es', '/account', { graphql: home });
    await waitFor(() => expect(kept(backend)).toEqual([{ language: 'es' }]));
    await screen.findAllByRole('heading', { level: 1 }, chunkLoad);
    expect(kept(backend)).toEqual([{ language: 'es' }]);
  });

  it('is not sent again for a page in the language on record', async () => {
    const { backend } = await openSignedIn('en', '/account', { graphql: home });
    await screen.findAllByRole('heading', { level: 1 }, chunkLoad);
    expect(backend.calls.some((call) => call.operation === 'Me')).toBe(true);
    expect(kept(backend)).toEqual([]);
  });

  it('is kept when the customer chooses another language with the control', async () => {
    const user = userEvent.setup();
    const { backend } = await openSignedIn('en', '/account', { graphql: home });
    const footer = await screen.findByRole('contentinfo', {}, chunkLoad);
    await user.click(within(footer).getByRole('link', { name: 'Español' }));
    await waitFor(() => expect(kept(backend)).toEqual([{ language: 'es' }]));
    expect(document.documentElement.lang).toBe('es');
  });

  it('is shown to an agent acting for the customer, and the agent’s page language is never kept', async () => {
    const { backend } = await openSignedIn('es', '/account', {
      agent: true,
      graphql: { ...home, Me: { me: { ...defaultCustomer, language: 'es' } } },
    });
    const banner = await screen.findByRole('region', { name: 'Acting for a customer' }, chunkLoad);
    expect(banner).toHaveTextContent(
      'Agent agent.smith@example.com is acting for Maria Lopez (maria.lopez@example.com). Customer’s language: Español',
    );
    expect(within(banner).getByText('Español')).toHaveAttribute('lang', 'es');
    expect(kept(backend)).toEqual([]);
  });
});
