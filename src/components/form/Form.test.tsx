import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { boolean, object, string } from 'yup';
import { CheckboxField } from './CheckboxField';
import { CurrencyField } from './CurrencyField';
import { DateField } from './DateField';
import { Form } from './Form';
import { MaskedField } from './MaskedField';
import { NumberField } from './NumberField';
import { RadioGroupField } from './RadioGroupField';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

const paste = async (user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) => {
  await user.click(field);
  await user.paste(text);
};

function renderForm(
  fields: React.ReactNode,
  initialValues: Record<string, unknown>,
  schema = object({}),
  props: { submitting?: boolean; error?: string } = {},
) {
  const submitted: Record<string, unknown>[] = [];
  render(
    <Form
      schema={schema}
      initialValues={initialValues}
      onSubmit={(values) => submitted.push(values)}
      submitLabel="Continue"
      submittingLabel="Saving..."
      {...props}
    >
      {fields}
    </Form>,
  );
  return submitted;
}

describe('the form layer', () => {
  it('keeps Continue disabled until the values are valid, then submits them', async () => {
    const user = userEvent.setup();
    const submitted = renderForm(
      <TextField name="name" label="Name" autoComplete="name" />,
      { name: '' },
      object({ name: string().required('Name is required') }),
    );
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.type(screen.getByLabelText('Name'), 'Maria');
    expect(button).not.toHaveAttribute('aria-disabled');
    await user.click(button);
    await waitFor(() => expect(submitted).toEqual([{ name: 'Maria' }]));
  });

  it('keeps the unavailable button in the Tab order: pressed with invalid values it shows every error and focuses the first field in error, sending nothing', async () => {
    const user = userEvent.setup();
    const submitted = renderForm(
      <>
        <TextField name="email" label="Email" autoComplete="email" />
        <TextField name="password" label="Password" type="password" autoComplete="current-password" />
      </>,
      { email: '', password: '' },
      object({ email: string().required('Email is required'), password: string().required('Password is required') }),
    );
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    // Tab reaches it; Enter on it answers with the errors.
    await user.tab();
    await user.tab();
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    // Enter in a field (the browser's implicit submission) answers the same, and then focuses the field still wrong.
    await user.type(screen.getByLabelText('Email'), 'maria@example.com{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
    expect(submitted).toEqual([]);
    await user.type(screen.getByLabelText('Password'), 'x{Enter}');
    await waitFor(() => expect(submitted).toEqual([{ email: 'maria@example.com', password: 'x' }]));
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('shows the busy label and stays unavailable while the request is under way: a press sends nothing', async () => {
    const user = userEvent.setup();
    const submitted = renderForm(
      <TextField name="name" label="Name" autoComplete="name" />,
      { name: 'Maria' },
      object({ name: string().required() }),
      { submitting: true },
    );
    const busy = screen.getByRole('button', { name: 'Saving...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    await user.type(screen.getByLabelText('Name'), '{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(submitted).toEqual([]);
    // Still in the Tab order: the focus a press put on it stays there while the request runs.
    expect(busy).not.toBeDisabled();
  });

  it('answers a long form submitted with fields missing with one summary: focused, listing and linking each field in error', async () => {
    const user = userEvent.setup();
    const submitted: unknown[] = [];
    render(
      <Form
        schema={object({
          name: string().required('Enter your name'),
          own: string().required('Tell us whether you own or rent'),
          city: string().required('Enter your city'),
        })}
        initialValues={{ name: '', own: '', city: 'Columbus' }}
        onSubmit={(values) => submitted.push(values)}
        submitLabel="Continue"
        incompleteMessage="Some information is missing or incorrect."
      >
        <TextField name="name" label="Name" autoComplete="name" />
        <RadioGroupField
          name="own"
          legend="Do you own or rent?"
          options={[
            { value: 'true', label: 'Own' },
            { value: 'false', label: 'Rent' },
          ]}
        />
        <TextField name="city" label="City" autoComplete="address-level2" />
      </Form>,
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByText('Some information is missing or incorrect.');
    await waitFor(() => expect(summary.closest('[tabindex="-1"]')).toHaveFocus());
    const links = within(summary.closest('[tabindex="-1"]') as HTMLElement).getAllByRole('link');
    // Each error names its field (as the error under the field says it).
    expect(links.map((link) => link.textContent)).toEqual(['Enter your name', 'Tell us whether you own or rent']);
    // One announcement: the summary, read as it takes the focus; the fields' errors are tied to them, not said each.
    expect(screen.queryAllByRole('alert')).toEqual([]);
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Enter your name');
    // A link takes the focus to its field.
    await user.click(links[1]!);
    expect(screen.getByRole('radio', { name: 'Own' })).toHaveFocus();
    await user.click(links[0]!);
    expect(screen.getByLabelText('Name')).toHaveFocus();
    // Fixed, a field leaves the list.
    await user.type(screen.getByLabelText('Name'), 'Maria');
    await waitFor(() =>
      expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Tell us whether you own or rent']),
    );
    expect(submitted).toEqual([]);
  });

  it("puts the server's answer in an error banner and moves focus to it", async () => {
    function WithServer() {
      const [error, setError] = useState<string>();
      return (
        <>
          <Form
            schema={object({})}
            initialValues={{}}
            onSubmit={() => setError('We could not save this step.')}
            submitLabel="Continue"
            error={error}
          >
            {null}
          </Form>
        </>
      );
    }
    const user = userEvent.setup();
    render(<WithServer />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not save this step.');
    expect(alert.parentElement).toHaveFocus();
  });

  it('shows and announces a field error once the field is left, tied to the field', async () => {
    const user = userEvent.setup();
    renderForm(
      <TextField name="email" label="Email" autoComplete="email" />,
      { email: '' },
      object({ email: string().required('Email is required') }),
    );
    const email = screen.getByLabelText('Email');
    await user.click(email);
    await user.tab();
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Email is required');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAttribute('aria-describedby', error.id);
  });

  it('checks the rules without a stack trace for each refusal, and shows every refusal as before', async () => {
    const user = userEvent.setup();
    const captured = jest.spyOn(Error, 'captureStackTrace');
    renderForm(
      <>
        <TextField name="name" label="Name" autoComplete="name" />
        <TextField name="city" label="City" autoComplete="address-level2" />
      </>,
      { name: '', city: '' },
      object({ name: string().required('Name is required'), city: string().required('City is required') }),
    );
    await user.type(screen.getByLabelText('Name'), 'M');
    await user.clear(screen.getByLabelText('Name'));
    await user.click(screen.getByLabelText('City'));
    await user.tab();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(await screen.findByText('City is required')).toBeInTheDocument();
    // yup captures one only for an error it makes with its stack trace (the default): the form asks it not to.
    const refusals = captured.mock.calls.filter(([error]) => (error as Error)?.name === 'ValidationError');
    captured.mockRestore();
    expect(refusals).toEqual([]);
  });

  it("runs the form's rules once while idle after it shows, with nothing shown until a field is left", async () => {
    const rule = jest.fn(() => false);
    renderForm(
      <TextField name="name" label="Name" autoComplete="name" />,
      { name: 'M' },
      object({ name: string().test('rule', 'Not that name', rule) }),
    );
    const button = screen.getByRole('button', { name: 'Continue' });
    const atShow = rule.mock.calls.length; // the button's own check
    await waitFor(() => expect(rule.mock.calls.length).toBeGreaterThan(atShow));
    expect(screen.queryByText('Not that name')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
  });

  it('masks an SSN as 000-00-0000 and keeps only its digits; refuses letters; a confirmation cannot be pasted', async () => {
    const user = userEvent.setup();
    const submitted = renderForm(
      <>
        <MaskedField name="ssn" label="SSN" mask="ssn" autoComplete="off" />
        <MaskedField name="confirm" label="Confirm SSN" mask="ssn" autoComplete="off" blockPaste />
      </>,
      { ssn: '', confirm: '' },
    );
    const ssn = screen.getByLabelText('SSN');
    await user.type(ssn, '12a3456789');
    expect(ssn).toHaveValue('123-45-6789');
    await paste(user, screen.getByLabelText('Confirm SSN'), '123456789');
    expect(screen.getByLabelText('Confirm SSN')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(submitted).toEqual([{ ssn: '123456789', confirm: '' }]));
  });

  it('masks a phone number as (000) 000-0000 and an ID as letters and digits', async () => {
    const user = userEvent.setup();
    renderForm(
      <>
        <MaskedField name="phone" label="Mobile phone" mask="phone" autoComplete="tel-national" />
        <MaskedField name="id" label="ID number" mask="id" autoComplete="off" />
      </>,
      { phone: '', id: '' },
    );
    await paste(user, screen.getByLabelText('Mobile phone'), '614-555-0142');
    expect(screen.getByLabelText('Mobile phone')).toHaveValue('(614) 555-0142');
    expect(screen.getByLabelText('Mobile phone')).toHaveAttribute('inputmode', 'tel');
    await user.type(screen.getByLabelText('ID number'), 'OH-12 345');
    expect(screen.getByLabelText('ID number')).toHaveValue('OH12345');
  });

  it('takes a date as mm/dd/yyyy, putting the slashes in', async () => {
    const user = userEvent.setup();
    renderForm(<DateField name="dateOfBirth" label="Date of birth" autoComplete="bday" />, { dateOfBirth: '' });
    await user.type(screen.getByLabelText('Date of birth'), '01311990');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('01/31/1990');
    expect(screen.getByText('MM/DD/YYYY')).toBeInTheDocument();
  });

  it('lets numbers in as each kind allows: digits only, digits and a dot, a minus too', async () => {
    const user = userEvent.setup();
    renderForm(
      <>
        <NumberField name="zip" label="ZIP code" autoComplete="postal-code" maxLength={5} />
        <NumberField name="rate" label="Rate" allow="decimal" autoComplete="off" />
        <NumberField name="change" label="Change" allow="signed" autoComplete="off" />
      </>,
      { zip: '', rate: '', change: '' },
    );
    await paste(user, screen.getByLabelText('ZIP code'), '43004-1234');
    expect(screen.getByLabelText('ZIP code')).toHaveValue('43004');
    await user.type(screen.getByLabelText('Rate'), '-1a2.5.0');
    expect(screen.getByLabelText('Rate')).toHaveValue('12.50');
    await user.type(screen.getByLabelText('Change'), '-3.25');
    expect(screen.getByLabelText('Change')).toHaveValue('-3.25');
  });

  it('takes dollars with separators and two decimals at most, and never a negative amount', async () => {
    const user = userEvent.setup();
    const submitted = renderForm(<CurrencyField name="income" label="Monthly income" />, { income: '' });
    const income = screen.getByLabelText('Monthly income');
    await user.type(income, '-2500.757');
    expect(income).toHaveValue('2,500.75');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(submitted).toEqual([{ income: '2500.75' }]));
  });

  it('offers a select list, a radio group with its question as legend, and a checkbox whose error is announced', async () => {
    const user = userEvent.setup();
    const schema = object({
      state: string().required(),
      pay: string().required(),
      agree: boolean().oneOf([true], 'Please agree to continue'),
    });
    const submitted = renderForm(
      <>
        <SelectField
          name="state"
          label="State"
          placeholder="Select…"
          options={[
            { value: 'OH', label: 'Ohio' },
            { value: 'TX', label: 'Texas' },
          ]}
        />
        <RadioGroupField
          name="pay"
          legend="How often are you paid?"
          options={[
            { value: 'WEEKLY', label: 'Weekly' },
            { value: 'MONTHLY', label: 'Monthly' },
          ]}
        />
        <CheckboxField name="agree" label="I agree" />
      </>,
      { state: '', pay: '', agree: false },
      schema,
    );
    await user.selectOptions(screen.getByLabelText('State'), 'Texas');
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(screen.getByRole('group', { name: 'How often are you paid?' })).toBeInTheDocument();
    const agree = screen.getByRole('checkbox', { name: 'I agree' });
    await user.click(agree);
    await user.click(agree);
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please agree to continue');
    await user.click(agree);
    await act(async () => {
      await user.click(screen.getByRole('button', { name: 'Continue' }));
    });
    await waitFor(() => expect(submitted).toEqual([{ state: 'TX', pay: 'MONTHLY', agree: true }]));
  });
});
