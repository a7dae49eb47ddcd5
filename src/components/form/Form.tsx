// Every form of the portal: Formik with the form's yup schema, the submit button (unavailable while the values
// are invalid or the request is under way, with its busy label, yet focusable: pressed with invalid values it shows
// the errors and focuses the first), and the server's answer to the last try in an error banner that takes focus
// when it appears, so a screen reader reads it and the person starts there.
import {
  Formik,
  Form as FormikForm,
  prepareDataForValidation,
  useFormikContext,
  yupToFormErrors,
  type FormikTouched,
  type FormikValues,
} from 'formik';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ValidationError, type AnyObjectSchema } from 'yup';
import { whenIdle } from '../../lib/whenIdle';
import { Alert } from '../Alert';
import { Button } from '../Button';
import styles from './form.module.scss';
import { ErrorsSummarised } from './FieldShell';

export interface FormProps<V extends FormikValues> {
  schema: AnyObjectSchema;
  initialValues: V;
  onSubmit: (values: V) => void;
  submitLabel: string;
  /** The label while the request is under way ('Checking...', 'Logging In...'). */
  submittingLabel?: string;
  /** The request this form started is under way (from the store). */
  submitting?: boolean;
  /** `false` keeps the button disabled whatever the values (a link that is no longer valid, a code not yet sent). */
  canSubmit?: boolean;
  /** Fields shown as left already (a prefilled email shows its error at once). */
  initialTouched?: FormikTouched<V>;
  /** Told of every change in the form (to clear the server's answer as the person types again). */
  onChange?: () => void;
  /** What the server said about the last try; shown above the fields. */
  error?: ReactNode;
  /** The fields; a function of the values when what is shown depends on them. */
  children: ReactNode | ((values: V) => ReactNode);
  /** Shown after the submit button (a secondary action). */
  after?: ReactNode;
  /** Start afresh when the initial values change (an address from the record, an email from the link). */
  enableReinitialize?: boolean;
  /**
   * The long forms (the application's): the button stays enabled, and submitting with something missing or wrong
   * shows this message at the top with a link to each field in error (focused, so it is read first, and the one
   * announcement) and marks every field that needs attention.
   */
  incompleteMessage?: string;
  className?: string;
}

function ErrorBanner({ children }: { children: ReactNode }) {
  const banner = useRef<HTMLDivElement>(null);
  useEffect(() => {
    banner.current?.focus();
  }, [children]);
  return (
    <div ref={banner} tabIndex={-1} className={styles.banner}>
      <Alert tone="error">{children}</Alert>
    </div>
  );
}

/** A field in error as the summary lists it: where it is (its control's id) and what is wrong (its error names it). */
interface SummaryItem {
  id: string;
  error: string;
}

/** The fields in error in `form`, in the order they are shown (read from what the fields rendered). */
function fieldsInError(form: HTMLFormElement): SummaryItem[] {
  return [...form.querySelectorAll<HTMLElement>('[aria-invalid="true"]')].flatMap((element) => {
    const control =
      element instanceof HTMLFieldSetElement ? element.querySelector<HTMLElement>('input, select, textarea') : element;
    const errorId = (control?.getAttribute('aria-describedby') ?? '').split(' ').find((id) => id.endsWith('-error'));
    const error = errorId ? document.getElementById(errorId)?.textContent : null;
    return control?.id && error ? [{ id: control.id, error }] : [];
  });
}

/** Whether the long form's summary shows: a submit was tried and some field is in error. */
function useSummaryShown(): boolean {
  const { submitCount, errors } = useFormikContext<FormikValues>();
  return submitCount > 0 && Object.keys(errors).length > 0;
}

/**
 * After a submit with errors (the long forms): the message at the top and a list of the fields in error, each a link
 * that takes the focus to its field. It takes the focus once per try and is read as it does: the one announcement of
 * the submit, the fields' own errors are not said one by one meanwhile (ErrorsSummarised).
 */
function ErrorSummary({ message }: { message: string }) {
  const { submitCount, errors } = useFormikContext<FormikValues>();
  const banner = useRef<HTMLDivElement>(null);
  const show = useSummaryShown();
  const [items, setItems] = useState<SummaryItem[]>([]);
  useEffect(() => {
    const form = banner.current?.closest('form');
    setItems(show && form ? fieldsInError(form) : []);
  }, [show, submitCount, errors]);
  useEffect(() => {
    if (show) banner.current?.focus();
  }, [show, submitCount]);
  return (
    <div ref={banner} tabIndex={-1} className={styles.banner} hidden={!show}>
      {show && (
        <Alert tone="error" live={false}>
          <p className={styles.summaryMessage}>{message}</p>
          {items.length > 0 && (
            <ul className={styles.summaryList}>
              {items.map((item) => (
                <li key={item.id}>
                  <a
                    href={`#${item.id}`}
                    onClick={(event) => {
                      event.preventDefault();
                      document.getElementById(item.id)?.focus();
                    }}
                  >
                    {item.error}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </Alert>
      )}
    </div>
  );
}

/** While the summary lists the fields in error, they do not announce their errors one by one. */
function Summarised({ children }: { children: ReactNode }) {
  return <ErrorsSummarised.Provider value={useSummaryShown()}>{children}</ErrorsSummarised.Provider>;
}

/**
 * After a submit the values refused (the button answers with the errors): the focus goes to the first field in error,
 * whose error is read with it. Once per submit, when it has settled; the long forms focus their summary instead.
 */
function FocusFirstInvalid() {
  const { submitCount, isSubmitting, errors } = useFormikContext<FormikValues>();
  const marker = useRef<HTMLSpanElement>(null);
  const handled = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount <= handled.current) return;
    handled.current = submitCount;
    if (Object.keys(errors).length === 0) return;
    const form = marker.current?.closest('form');
    const [first] = form ? fieldsInError(form) : [];
    if (first) document.getElementById(first.id)?.focus();
  }, [submitCount, isSubmitting, errors]);
  return <span ref={marker} hidden />;
}

/**
 * The submit button is never `disabled`, which would take it out of the Tab order and make Enter do nothing (issue 52,
 * decision 0068): while the values are invalid, the request is under way or the form cannot be sent yet, it is
 * `aria-disabled` (read as unavailable, and looks it). Pressed while the values are invalid it answers with the errors
 * (Formik's submit marks every field and sends nothing); pressed while busy or blocked it does nothing.
 */
function SubmitButton({
  schema,
  label,
  busyLabel,
  busy,
  blocked,
  alwaysEnabled,
}: {
  schema: AnyObjectSchema;
  label: string;
  busyLabel?: string;
  busy: boolean;
  blocked: boolean;
  alwaysEnabled: boolean;
}) {
  const { values } = useFormikContext<FormikValues>();
  // Checked once per change of the values (not on every render).
  const valid = useMemo(
    () => alwaysEnabled || schema.isValidSync(values, { disableStackTrace: true }),
    [alwaysEnabled, schema, values],
  );
  const inert = busy || blocked;
  return (
    <Button
      type="submit"
      block
      aria-disabled={inert || !valid || undefined}
      onClick={(event) => {
        if (inert) event.preventDefault();
      }}
    >
      {busy && busyLabel ? busyLabel : label}
    </Button>
  );
}

/**
 * The form's schema run as Formik runs a `validationSchema` (emptied fields as missing, the values as the context,
 * every refusal), but without a stack trace for each refusal: a form is checked at every key, and capturing them was
 * most of that check's time (decision 0072).
 */
function validateWith<V extends FormikValues>(schema: AnyObjectSchema) {
  return (values: V) => {
    const normalized: FormikValues = prepareDataForValidation(values);
    return schema.validate(normalized, { abortEarly: false, context: normalized, disableStackTrace: true }).then(
      () => ({}),
      (error: unknown) => {
        if (ValidationError.isError(error)) return yupToFormErrors(error);
        throw error;
      },
    );
  };
}

export function Form<V extends FormikValues>(props: FormProps<V>) {
  const {
    schema,
    initialValues,
    initialTouched,
    onSubmit,
    submitLabel,
    submittingLabel,
    submitting = false,
    canSubmit = true,
    error,
    children,
    after,
    onChange,
  } = props;
  const validate = useMemo(() => validateWith<V>(schema), [schema]);
  // The first check of a form pays for running its rules' code for the first time. Paid once while the browser is
  // idle after the form shows, not at the person's first key (the answer is not kept: nothing changes on screen).
  useEffect(
    () => whenIdle(() => void validate(initialValues).catch(() => undefined), { timeoutMs: 2000, fallbackMs: 500 }),
    // Once a form: the initial values are read when it shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [validate],
  );
  return (
    <>
      {error && <ErrorBanner>{error}</ErrorBanner>}
      <Formik
        initialValues={initialValues}
        initialTouched={initialTouched}
        validate={validate}
        enableReinitialize={props.enableReinitialize}
        onSubmit={(values, helpers) => {
          // The request's state lives in the store (`submitting`); Formik's own is done with at once.
          onSubmit(values);
          helpers.setSubmitting(false);
        }}
      >
        {({ values }) => (
          <FormikForm method="post" noValidate className={props.className ?? styles.form} onChange={onChange}>
            {props.incompleteMessage ? <ErrorSummary message={props.incompleteMessage} /> : <FocusFirstInvalid />}
            {props.incompleteMessage ? (
              <Summarised>{typeof children === 'function' ? children(values) : children}</Summarised>
            ) : typeof children === 'function' ? (
              children(values)
            ) : (
              children
            )}
            <SubmitButton
              schema={schema}
              label={submitLabel}
              busyLabel={submittingLabel}
              busy={submitting}
              blocked={!canSubmit}
              alwaysEnabled={!!props.incompleteMessage}
            />
            {after}
          </FormikForm>
        )}
      </Formik>
    </>
  );
}
