// /account/personal: the customer's contact details (email, mobile phone, home address) and their changes. A change
// is asked for on a short form (the same yup rules as the server's), then applied only when the code sent for it is
// entered: to the new email, by text to the new phone, or for an address to the email on file. One change waits at a
// time; it can be cancelled, and its code sent again. A new email ends the session: the customer logs in with it.
// An agent acting for the customer sees the details and cannot change them. Below them, the customer's remembered
// devices (RememberedDevices.tsx), and before them the customer's passkeys (src/verification/Passkeys.tsx).
import { useState, type ReactNode } from 'react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Form } from '../../../components/form/Form';
import { MaskedField } from '../../../components/form/MaskedField';
import { TextField } from '../../../components/form/TextField';
import { signOutRequested } from '../../../events/sessionEvents';
import {
  addressChangeSchema,
  emailChangeSchema,
  phoneChangeSchema,
} from '../../../lib/validation/contactChangeSchemas';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { CodeEntryForm } from '../../../verification/CodeEntryForm';
import { RESEND_NOTICE, WRONG_CODE } from '../../../verification/verificationMessages';
import {
  useCancelContactChangeMutation,
  useConfirmContactChangeMutation,
  useContactDetailsQuery,
  useRequestContactChangeMutation,
  useResendContactChangeCodeMutation,
  type ContactDetails,
  type PendingContactChange,
} from '../accountEndpoints';
import { AccountFrame } from '../screens/AccountFrame';
import { AccountLoading, AccountUnavailable } from '../screens/AccountStatus';
import { Passkeys } from '../../../verification/Passkeys';
import { RememberedDevices } from './RememberedDevices';
import styles from '../screens/account.module.scss';

type Kind = PendingContactChange['kind'];

/** Made once: a field renders again only when its props or its own value change. */
const ZIP_MASK = { pattern: '00000' };
const WHAT: Record<Kind, string> = { EMAIL: 'email address', PHONE: 'mobile phone number', ADDRESS: 'home address' };
export const CONTACT_TEXTS = {
  agent: 'Only the customer can change their contact details.',
  denied: 'Too many incorrect codes. Nothing was changed; start again to get a new code.',
  expired: 'This code has expired. Nothing was changed; start again to get a new code.',
  changed: (kind: Kind) => `Your ${WHAT[kind]} has been changed. We sent a notice to the email address we had on file.`,
} as const;

const messageOf = (error: unknown) =>
  (error as { message?: string } | undefined)?.message ?? 'Something went wrong. Please try again.';

function ChangeForm({ kind, onDone }: { kind: Kind; onDone: () => void }) {
  const [request, { isLoading, error }] = useRequestContactChangeMutation();
  const send = (change: Record<string, string>) => {
    void request({ change: { kind, ...change } })
      .unwrap()
      .then(onDone, () => undefined);
  };
  const common = {
    submitLabel: 'Send code',
    submittingLabel: 'Sending...',
    submitting: isLoading,
    error: error ? messageOf(error) : undefined,
    after: (
      <Button variant="link" onClick={onDone}>
        Cancel
      </Button>
    ),
  };
  if (kind === 'EMAIL')
    return (
      <Form schema={emailChangeSchema} initialValues={{ email: '' }} onSubmit={send} {...common}>
        <TextField
          name="email"
          label="New email address"
          type="email"
          autoComplete="email"
          hint="We will send a code to this address to make sure it is yours."
        />
      </Form>
    );
  if (kind === 'PHONE')
    return (
      <Form schema={phoneChangeSchema} initialValues={{ phone: '' }} onSubmit={send} {...common}>
        <MaskedField
          name="phone"
          label="New mobile phone number"
          mask="phone"
          autoComplete="tel-national"
          hint="We will text a code to this number."
        />
      </Form>
    );
  return (
    <Form
      schema={addressChangeSchema}
      initialValues={{ addressLine1: '', addressLine2: '', zipCode: '' }}
      onSubmit={send}
      {...common}
    >
      <TextField name="addressLine1" label="Street address" autoComplete="address-line1" />
      <TextField name="addressLine2" label="Apartment, suite or unit (optional)" autoComplete="address-line2" />
      <MaskedField
        name="zipCode"
        label="ZIP code"
        mask={ZIP_MASK}
        inputMode="numeric"
        autoComplete="postal-code"
        hint="We fill in the city and state from the ZIP code. We will email a code to the address on file."
      />
    </Form>
  );
}

type Notice = { tone: 'error' | 'info' | 'success'; text: string };

function ConfirmChange({ change, onSettled }: { change: PendingContactChange; onSettled: (notice: Notice) => void }) {
  const dispatch = useAppDispatch();
  const [confirm, { isLoading }] = useConfirmContactChangeMutation();
  const [resend, { isLoading: resending }] = useResendContactChangeCodeMutation();
  const [cancel, { isLoading: cancelling }] = useCancelContactChangeMutation();
  const [failures, setFailures] = useState(0);
  const [message, setMessage] = useState<Notice | null>(null);

  const submit = ({ code }: { code: string }) => {
    setMessage(null);
    void confirm({ changeId: change.id, code })
      .unwrap()
      .then((result) => {
        if (result.status === 'PENDING') {
          setFailures((count) => count + 1);
          setMessage({ tone: 'error', text: WRONG_CODE });
        } else if (result.signInAgain) {
          dispatch(signOutRequested({ emailChanged: true }));
        } else if (result.status === 'APPROVED') {
          onSettled({ tone: 'success', text: CONTACT_TEXTS.changed(change.kind) });
        } else {
          onSettled({ tone: 'error', text: result.status === 'DENIED' ? CONTACT_TEXTS.denied : CONTACT_TEXTS.expired });
        }
      })
      .catch((error: unknown) => setMessage({ tone: 'error', text: messageOf(error) }));
  };

  return (
    <div className={styles.card} role="group" aria-labelledby="pending-change-title">
      <h3 id="pending-change-title" className={styles.loanTitle}>
        Confirm your new {WHAT[change.kind]}
      </h3>
      <p>
        New {WHAT[change.kind]}: <strong>{change.newValue}</strong>
      </p>
      <p className={styles.muted}>
        We sent a 6-digit code to {change.sentTo}. Enter it within 10 minutes to make the change. Nothing changes until
        you do.
      </p>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <CodeEntryForm failures={failures} submitting={isLoading} onSubmit={submit} />
      <div className={styles.actions}>
        <Button
          variant="secondary"
          disabled={resending}
          onClick={() => {
            void resend({ changeId: change.id })
              .unwrap()
              .then(() => setMessage({ tone: 'info', text: RESEND_NOTICE }))
              .catch((error: unknown) => setMessage({ tone: 'error', text: messageOf(error) }));
          }}
        >
          Send a new code
        </Button>
        <Button variant="secondary" disabled={cancelling} onClick={() => void cancel({ changeId: change.id })}>
          Keep my current {WHAT[change.kind]}
        </Button>
      </div>
    </div>
  );
}

function Detail({
  kind,
  label,
  children,
  canChange,
  onChange,
}: {
  kind: Kind;
  label: string;
  children: ReactNode;
  canChange: boolean;
  onChange: (kind: Kind) => void;
}) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
      {canChange && (
        <dd>
          <Button variant="link" onClick={() => onChange(kind)} aria-label={`Change your ${WHAT[kind]}`}>
            Change
          </Button>
        </dd>
      )}
    </div>
  );
}

function Details({
  details,
  canChange,
  onChange,
}: {
  details: ContactDetails;
  canChange: boolean;
  onChange: (kind: Kind) => void;
}) {
  const { address } = details;
  return (
    <dl className={styles.contact}>
      <Detail kind="EMAIL" label="Email address" canChange={canChange} onChange={onChange}>
        {details.email}
      </Detail>
      <Detail kind="PHONE" label="Mobile phone" canChange={canChange} onChange={onChange}>
        {details.phone ?? 'None on file'}
      </Detail>
      <Detail kind="ADDRESS" label="Home address" canChange={canChange} onChange={onChange}>
        {address.addressLine1 ? (
          <address className={styles.address}>
            {address.addressLine1}
            {address.addressLine2 && (
              <>
                <br />
                {address.addressLine2}
              </>
            )}
            <br />
            {address.cityName}, {address.stateCode} {address.zipCode}
          </address>
        ) : (
          'None on file'
        )}
      </Detail>
    </dl>
  );
}

export function PersonalScreen() {
  const isAgent = useAppSelector((state) => state.auth.isAdmin);
  const { data, isError } = useContactDetailsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [editing, setEditing] = useState<Kind | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  if (isError) return <AccountUnavailable />;
  if (!data) return <AccountLoading />;
  const waiting = data.pendingChange;
  return (
    <AccountFrame title="Your contact details">
      <p className={styles.lead}>
        We use these to reach you about your loans. Each change is confirmed with a code, and we tell the email address
        on file when one is made.
      </p>
      {isAgent && <Alert tone="info">{CONTACT_TEXTS.agent}</Alert>}
      {notice && !waiting && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <Details
        details={data}
        canChange={!isAgent && !waiting && !editing}
        onChange={(kind) => {
          setNotice(null);
          setEditing(kind);
        }}
      />
      {waiting && !isAgent && <ConfirmChange key={waiting.id} change={waiting} onSettled={setNotice} />}
      {editing && !waiting && (
        <div className={styles.card} role="group" aria-labelledby="change-title">
          <h3 id="change-title" className={styles.loanTitle}>
            Change your {WHAT[editing]}
          </h3>
          <ChangeForm kind={editing} onDone={() => setEditing(null)} />
        </div>
      )}
      {!isAgent && <Passkeys />}
      {!isAgent && <RememberedDevices />}
    </AccountFrame>
  );
}
