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
  CONTACT_MESSAGES,
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
import { Trans } from '@lingui/react';
import { useTexts, type TextOf } from '../../../i18n/useTexts';
import { accountTexts, type AccountText } from '../texts/catalog';

type Kind = PendingContactChange['kind'];

type Text = TextOf<AccountText>;

/** Made once: a field renders again only when its props or its own value change. */
const ZIP_MASK = { pattern: '00000' };

/** A refusal's message, by its English (the banner says it in the page's language). */
const messageOf = (error: unknown) => (error as { message?: string } | undefined)?.message ?? CONTACT_MESSAGES.failed;

function ChangeForm({ kind, onDone, text }: { kind: Kind; onDone: () => void; text: Text }) {
  const [request, { isLoading, error }] = useRequestContactChangeMutation();
  const send = (change: Record<string, string>) => {
    void request({ change: { kind, ...change } })
      .unwrap()
      .then(onDone, () => undefined);
  };
  const common = {
    submitLabel: text('contact.sendCode'),
    submittingLabel: text('contact.sending'),
    submitting: isLoading,
    error: error ? messageOf(error) : undefined,
    after: (
      <Button variant="link" onClick={onDone}>
        {text('contact.cancel')}
      </Button>
    ),
  };
  if (kind === 'EMAIL')
    return (
      <Form schema={emailChangeSchema} initialValues={{ email: '' }} onSubmit={send} {...common}>
        <TextField
          name="email"
          label={text('contact.newEmail')}
          type="email"
          autoComplete="email"
          hint={text('contact.newEmailHint')}
        />
      </Form>
    );
  if (kind === 'PHONE')
    return (
      <Form schema={phoneChangeSchema} initialValues={{ phone: '' }} onSubmit={send} {...common}>
        <MaskedField
          name="phone"
          label={text('contact.newPhone')}
          mask="phone"
          autoComplete="tel-national"
          hint={text('contact.newPhoneHint')}
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
      <TextField name="addressLine1" label={text('contact.street')} autoComplete="address-line1" />
      <TextField name="addressLine2" label={text('contact.unit')} autoComplete="address-line2" />
      <MaskedField
        name="zipCode"
        label={text('contact.zip')}
        mask={ZIP_MASK}
        inputMode="numeric"
        autoComplete="postal-code"
        hint={text('contact.zipHint')}
      />
    </Form>
  );
}

/** What the page says after a step: a message given by its English, or one of the page's own (said at render). */
type Notice = { tone: 'error' | 'info' | 'success' } & (
  { message: string } | { id: 'contact.changed' | 'contact.denied' | 'contact.expired'; kind: Kind }
);

function NoticeAlert({ notice, text }: { notice: Notice; text: Text }) {
  return (
    <Alert tone={notice.tone}>{'message' in notice ? notice.message : text(notice.id, { kind: notice.kind })}</Alert>
  );
}

function ConfirmChange({
  change,
  onSettled,
  text,
}: {
  change: PendingContactChange;
  onSettled: (notice: Notice) => void;
  text: Text;
}) {
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
          setMessage({ tone: 'error', message: WRONG_CODE });
        } else if (result.signInAgain) {
          dispatch(signOutRequested({ emailChanged: true }));
        } else if (result.status === 'APPROVED') {
          onSettled({ tone: 'success', id: 'contact.changed', kind: change.kind });
        } else {
          const id = result.status === 'DENIED' ? 'contact.denied' : 'contact.expired';
          onSettled({ tone: 'error', id, kind: change.kind });
        }
      })
      .catch((error: unknown) => setMessage({ tone: 'error', message: messageOf(error) }));
  };

  return (
    <div className={styles.card} role="group" aria-labelledby="pending-change-title">
      <h3 id="pending-change-title" className={styles.loanTitle}>
        {text('contact.confirmTitle', { kind: change.kind })}
      </h3>
      <p>
        <Trans
          id="contact.newValue"
          values={{ kind: change.kind, value: change.newValue }}
          components={{ 0: <strong /> }}
        />
      </p>
      <p className={styles.muted}>{text('contact.codeSent', { sentTo: change.sentTo })}</p>
      {message && <NoticeAlert notice={message} text={text} />}
      <CodeEntryForm failures={failures} submitting={isLoading} onSubmit={submit} />
      <div className={styles.actions}>
        <Button
          variant="secondary"
          disabled={resending}
          onClick={() => {
            void resend({ changeId: change.id })
              .unwrap()
              .then(() => setMessage({ tone: 'info', message: RESEND_NOTICE }))
              .catch((error: unknown) => setMessage({ tone: 'error', message: messageOf(error) }));
          }}
        >
          {text('contact.resend')}
        </Button>
        <Button variant="secondary" disabled={cancelling} onClick={() => void cancel({ changeId: change.id })}>
          {text('contact.keep', { kind: change.kind })}
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
  text,
}: {
  kind: Kind;
  label: string;
  children: ReactNode;
  canChange: boolean;
  onChange: (kind: Kind) => void;
  text: Text;
}) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
      {canChange && (
        <dd>
          <Button variant="link" onClick={() => onChange(kind)} aria-label={text('contact.changeYour', { kind })}>
            {text('contact.change')}
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
  text,
}: {
  details: ContactDetails;
  canChange: boolean;
  onChange: (kind: Kind) => void;
  text: Text;
}) {
  const { address } = details;
  const shared = { canChange, onChange, text };
  return (
    <dl className={styles.contact}>
      <Detail kind="EMAIL" label={text('contact.email')} {...shared}>
        {details.email}
      </Detail>
      <Detail kind="PHONE" label={text('contact.phone')} {...shared}>
        {details.phone ?? text('contact.none')}
      </Detail>
      <Detail kind="ADDRESS" label={text('contact.address')} {...shared}>
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
          text('contact.none')
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
  const text = useTexts<AccountText>(accountTexts);
  if (isError) return <AccountUnavailable />;
  if (!data) return <AccountLoading />;
  const waiting = data.pendingChange;
  return (
    <AccountFrame title={text('contact.title')}>
      <p className={styles.lead}>{text('contact.lead')}</p>
      {isAgent && <Alert tone="info">{text('contact.agent')}</Alert>}
      {notice && !waiting && <NoticeAlert notice={notice} text={text} />}
      <Details
        text={text}
        details={data}
        canChange={!isAgent && !waiting && !editing}
        onChange={(kind) => {
          setNotice(null);
          setEditing(kind);
        }}
      />
      {waiting && !isAgent && <ConfirmChange key={waiting.id} change={waiting} onSettled={setNotice} text={text} />}
      {editing && !waiting && (
        <div className={styles.card} role="group" aria-labelledby="change-title">
          <h3 id="change-title" className={styles.loanTitle}>
            {text('contact.changeYour', { kind: editing })}
          </h3>
          <ChangeForm kind={editing} onDone={() => setEditing(null)} text={text} />
        </div>
      )}
      {!isAgent && <Passkeys />}
      {!isAgent && <RememberedDevices />}
    </AccountFrame>
  );
}
