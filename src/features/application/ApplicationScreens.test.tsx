// The application's screens rendered in the whole app with a real store: what a person sees and can do on the account
// step (the incomplete-form banner, a new login signed in, the welcome-back offer), the passwordless resume and the not-eligible page.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeAuthService, profileFor } from '../../../tests/support/fakeAuthService';
import { HttpFailure, installFakeBackend } from '../../../tests/support/fakeBackend';
import { renderApp, renderAppIn } from '../../../tests/support/renderApp';
import { APPLICATION_MESSAGES } from '../../lib/validation/applicationSchemas';

const EMAIL_NOT_FOUND =
  'We couldn\u2019t find an email address matching the information you entered. Please review and try again.';

/** The first look at a screen waits for its lazily loaded chunk (slow on a cold, busy machine). */
const chunkLoad = { timeout: 5000 };

afterEach(() => {
  document.cookie = 'welcome_modal=; max-age=0; path=/';
});

describe('/application/account', () => {
  it('shows the spec’s banner, focused, and marks each field when Continue is pressed with the form incomplete', async () => {
    const user = userEvent.setup();
    installFakeBackend();
    renderApp('/application/account');
    await user.click(await screen.findByRole('button', { name: 'Continue' }, chunkLoad));
    const banner = await screen.findByText(APPLICATION_MESSAGES.formIncomplete);
    await waitFor(() => expect(banner.closest('[tabindex]') ?? banner).toHaveFocus());
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('makes a new visitor’s login, signs them in and goes on to step 1, signed in', async () => {
    const user = userEvent.setup();
    installFakeBackend();
    const auth = createFakeAuthService();
    renderApp('/application/account', { auth });
    await user.type(await screen.findByLabelText('First name', {}, chunkLoad), 'Rosa');
    await user.type(screen.getByLabelText('Last name'), 'Diaz');
    await user.type(screen.getByLabelText('Email'), 'rosa.diaz@example.com');
    await user.type(screen.getByLabelText('Password'), 'Apply#2026');
    await user.type(screen.getByLabelText('Confirm password'), 'Apply#2026');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Tell us about yourself' }, chunkLoad)).toBeInTheDocument();
    expect(auth.calls).toEqual(['signUp:rosa.diaz@example.com', 'signIn:rosa.diaz@example.com', 'dropRefreshToken']);
    expect(screen.getByRole('button', { name: /log out/i })).toBeInTheDocument();
  });

  it('offers an email that already has a login the express application: Log in goes to the login and the offer is remembered 60 s', async () => {
    const user = userEvent.setup();
    installFakeBackend();
    const auth = createFakeAuthService({
      'maria.lopez@example.com': { password: 'Portal#2026', profile: profileFor('maria.lopez@example.com') },
    });
    const first = renderApp('/application/account', { auth });
    await user.type(await screen.findByLabelText('First name', {}, chunkLoad), 'Maria');
    await user.type(screen.getByLabelText('Last name'), 'Lopez');
    await user.type(screen.getByLabelText('Email'), 'maria.lopez@example.com');
    await user.type(screen.getByLabelText('Password'), 'Another#2026');
    await user.type(screen.getByLabelText('Confirm password'), 'Another#2026');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome back!' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Log in to Coin & Go' }, chunkLoad)).toBeInTheDocument();
    expect(document.cookie).toContain('welcome_modal=1');
    first.unmount();

    renderApp('/application/account', { auth });
    await screen.findByLabelText('First name', {}, chunkLoad);
    const offer = screen.getByRole('status');
    expect(offer).toHaveTextContent('Welcome back! Log in for your express application');
    expect(within(offer).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });
});

describe('/application/account in Spanish', () => {
  it('shows the step, its progress, its rules and the welcome-back offer in Spanish', async () => {
    const user = userEvent.setup();
    installFakeBackend();
    const auth = createFakeAuthService({
      'maria.lopez@example.com': { password: 'Portal#2026', profile: profileFor('maria.lopez@example.com') },
    });
    await renderAppIn('es', '/application/account', { auth });
    expect(await screen.findByRole('heading', { name: 'Cree su usuario' }, chunkLoad)).toBeInTheDocument();
    const progress = screen.getByRole('navigation', { name: 'Avance de la solicitud' });
    expect(
      within(progress)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1Información personal', '2Detalles del préstamo', '3Ingresos', '4Pasos finales', '5Confirmación']);
    expect(progress.querySelector('p')?.textContent).toBe('1 de 5 Información personal');
    expect(
      screen.getByText(/^Su correo electrónico y su contraseña le permiten guardar su solicitud/),
    ).toHaveTextContent(
      'Su correo electrónico y su contraseña le permiten guardar su solicitud y volver a ella. ¿Ya tiene una cuenta? Inicie sesión',
    );
    expect(screen.getByRole('link', { name: 'Continúe su solicitud' })).toHaveAttribute('href', '/application/resume');
    expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription(
      'La contraseña debe tener al menos 8 caracteres, con al menos un número y al menos una letra.',
    );

    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(
      await screen.findByText(
        'Falta información importante o hay datos incorrectos. Complete todos los campos obligatorios.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toHaveAccessibleDescription('Escriba su nombre');
    expect(screen.getByLabelText('Confirme la contraseña')).toHaveAccessibleDescription(
      'La confirmación de la contraseña es obligatoria',
    );

    await user.type(screen.getByLabelText('Nombre'), 'Maria');
    await user.type(screen.getByLabelText('Apellido'), 'Lopez');
    await user.type(screen.getByLabelText('Correo electrónico'), 'maria.lopez@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'Another#2026');
    await user.type(screen.getByLabelText('Confirme la contraseña'), 'Another#2027');
    await user.tab();
    expect(screen.getByLabelText('Confirme la contraseña')).toHaveAccessibleDescription(
      'Las contraseñas deben coincidir',
    );
    await user.clear(screen.getByLabelText('Confirme la contraseña'));
    await user.type(screen.getByLabelText('Confirme la contraseña'), 'Another#2026');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const dialog = await screen.findByRole('dialog', { name: '¡Hola de nuevo!' });
    expect(
      within(dialog).getByText(
        'Ya tiene una cuenta con nosotros. Inicie sesión para la solicitud exprés: completamos lo que ya sabemos.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });
});

describe('/application/resume', () => {
  const find = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(await screen.findByLabelText('Email', {}, chunkLoad), 'kate.lane@example.com');
    await user.type(screen.getByLabelText('Date of birth'), '08141993');
    await user.click(screen.getByRole('button', { name: 'Find my application' }));
  };

  it('says, in the spec’s words, when no one matches, with Enroll Now', async () => {
    const user = userEvent.setup();
    const backend = installFakeBackend({
      rest: { 'POST /api/application/resume-lookup': new HttpFailure(404, 'No customer matches these details') },
    });
    renderApp('/application/resume');
    await find(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(EMAIL_NOT_FOUND);
    expect(within(alert).getByRole('link', { name: 'Enroll Now' })).toHaveAttribute('href', '/enrollment');
    expect(backend.calls).toContainEqual({
      operation: 'POST /api/application/resume-lookup',
      input: { email: 'kate.lane@example.com', dateOfBirth: '1993-08-14' },
    });
  });

  it('takes a passwordless applicant to the emailed code with the email filled in', async () => {
    const user = userEvent.setup();
    installFakeBackend({ rest: { 'POST /api/application/resume-lookup': { isPasswordless: true } } });
    renderApp('/application/resume', {
      auth: createFakeAuthService({}, { codes: { 'kate.lane@example.com': '135790' } }),
    });
    await find(user);
    expect(await screen.findByRole('heading', { name: 'Log in with a code' }, chunkLoad)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('kate.lane@example.com');
  });

  it('refuses a date of birth that is not a date, changing nothing', async () => {
    const user = userEvent.setup();
    const backend = installFakeBackend();
    renderApp('/application/resume');
    await user.type(await screen.findByLabelText('Email', {}, chunkLoad), 'kate.lane@example.com');
    await user.type(screen.getByLabelText('Date of birth'), '13451993');
    await user.click(screen.getByRole('button', { name: 'Find my application' }));
    // Under the field, and in the summary as a link to it.
    expect(await screen.findByRole('link', { name: APPLICATION_MESSAGES.dateOfBirth })).toBeInTheDocument();
    expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription(
      expect.stringContaining(APPLICATION_MESSAGES.dateOfBirth),
    );
    expect(backend.calls.filter((call) => call.operation.includes('resume-lookup'))).toEqual([]);
  });
});

describe('/application/resume in Spanish', () => {
  it('finds no one and says so in Spanish, with Inscríbase ahora', async () => {
    const user = userEvent.setup();
    installFakeBackend({
      rest: { 'POST /api/application/resume-lookup': new HttpFailure(404, 'No customer matches these details') },
    });
    await renderAppIn('es', '/application/resume');
    expect(await screen.findByRole('heading', { name: 'Continúe su solicitud' }, chunkLoad)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Correo electrónico'), 'kate.lane@example.com');
    await user.type(screen.getByLabelText('Fecha de nacimiento'), '08141993');
    await user.click(screen.getByRole('button', { name: 'Buscar mi solicitud' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'No encontramos un correo electrónico que coincida con la información que ingresó. Revísela e intente de nuevo. Inscríbase ahora',
    );
    expect(within(alert).getByRole('link', { name: 'Inscríbase ahora' })).toHaveAttribute('href', '/enrollment');
    expect(screen.getByRole('link', { name: 'Comience una solicitud' })).toHaveAttribute(
      'href',
      '/application/account',
    );
  });
});

describe('/application/not-eligible', () => {
  it('says why and what the applicant can do instead', async () => {
    installFakeBackend();
    renderApp('/application/not-eligible');
    expect(
      await screen.findByRole('heading', { name: "We can't take your application" }, chunkLoad),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'You must be at least 18 years old to apply for a loan. Nothing you entered on this step was saved.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check my date of birth' })).toBeInTheDocument();
  });
});

describe('the application’s dead ends in Spanish', () => {
  it('says why a visitor under 18 cannot apply, and what they can do', async () => {
    installFakeBackend();
    await renderAppIn('es', '/application/not-eligible');
    expect(
      await screen.findByRole('heading', { name: 'No podemos aceptar su solicitud' }, chunkLoad),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Debe tener al menos 18 años para solicitar un préstamo. No guardamos nada de lo que ingresó en este paso.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revisar mi fecha de nacimiento' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a la página de inicio' })).toHaveAttribute('href', '/');
  });

  it('sends a store customer to enroll first, naming the brand', async () => {
    installFakeBackend();
    await renderAppIn('es', '/application/force-enrollment');
    expect(await screen.findByRole('heading', { name: 'Usted ya es cliente' }, chunkLoad)).toBeInTheDocument();
    expect(
      screen.getByText(/^Encontramos su correo electrónico en una cuenta de Coin & Go que abrió en una tienda\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inscríbase ahora' })).toHaveAttribute('href', '/enrollment');
  });
});
