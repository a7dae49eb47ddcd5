import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { object, string } from 'yup';
import { FieldShell, useFieldState } from './FieldShell';
import { Form } from './Form';
import { useOwnField, withOwnSlice } from './ownSlice';

/** How many times each probe field has rendered, by its name. */
const renders = new Map<string, number>();

/** A text field as the portal's are made, that counts its renders. */
const ProbeField = withOwnSlice(function ProbeField({ name, label }: { name: string; label: string }) {
  renders.set(name, (renders.get(name) ?? 0) + 1);
  const [field] = useOwnField<string>();
  const { id, error, aria } = useFieldState();
  return (
    <FieldShell id={id} label={label} error={error}>
      <input {...field} {...aria} id={id} />
    </FieldShell>
  );
});

const schema = object({
  city: string().required('Enter your city'),
  zipCode: string()
    .required('Enter your ZIP code')
    .matches(/^\d{5}$/, 'Enter 5 digits'),
});

function renderProbes() {
  renders.clear();
  const submitted: unknown[] = [];
  render(
    <Form
      schema={schema}
      initialValues={{ city: '', zipCode: '' }}
      onSubmit={(v) => submitted.push(v)}
      submitLabel="Continue"
    >
      <ProbeField name="city" label="City" />
      <ProbeField name="zipCode" label="ZIP code" />
    </Form>,
  );
  return submitted;
}

describe('a field renders again only for its own slice of the form', () => {
  it('leaves the other fields alone while one is typed into, and shows each its own value and error', async () => {
    const user = userEvent.setup();
    const submitted = renderProbes();
    // The first key's check gives the ZIP code its error (not shown: it was not left), a change of its own slice.
    await user.type(screen.getByLabelText('City'), 'C');
    const zipBefore = renders.get('zipCode');
    const cityBefore = renders.get('city') ?? 0;

    await user.type(screen.getByLabelText('City'), 'olumbus');
    expect(screen.getByLabelText('City')).toHaveValue('Columbus');
    // Seven keys, each a change of the city's value: the city rendered again for each.
    expect(renders.get('city')).toBeGreaterThanOrEqual(cityBefore + 7);
    // The ZIP code's value, error and touched flag did not change: it never rendered again.
    expect(renders.get('zipCode')).toBe(zipBefore);

    // Leaving the city touches the city only; its error is none.
    await user.tab();
    expect(renders.get('zipCode')).toBe(zipBefore);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // The ZIP code's own changes reach it: its value, then its error once left.
    await user.type(screen.getByLabelText('ZIP code'), '432');
    await user.tab();
    expect(screen.getByLabelText('ZIP code')).toHaveValue('432');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter 5 digits');
    expect(screen.getByLabelText('ZIP code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('City')).toHaveAttribute('aria-invalid', 'false');

    await user.type(screen.getByLabelText('ZIP code'), '15');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(submitted).toEqual([{ city: 'Columbus', zipCode: '43215' }]);
  });

  it('says what is wrong when a field reads its slice without being made with withOwnSlice', () => {
    function Loose() {
      useOwnField();
      return null;
    }
    // React reports the error thrown while rendering too.
    const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(() => render(<Loose />)).toThrow('useOwnField is for the fields made with withOwnSlice');
    } finally {
      reported.mockRestore();
    }
  });
});
