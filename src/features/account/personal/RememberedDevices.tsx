// /account/personal, "Remembered devices": the browsers where the customer ticked "Remember My Device" after passing
// the sign-in check, so that a sign-in there skips the code for 30 days. Each shows its name (from the browser),
// when it was last used and remembered, and which one is this browser; each can be forgotten, or all at once. A
// forgotten device asks for a code at its next sign-in. Customers only: an agent acting for one does not see it.
import { useRef, useState } from 'react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { RowList } from '../../../components/RowList';
import { useForgetAllDevicesMutation, useForgetDeviceMutation, useRememberedDevicesQuery } from '../accountEndpoints';
import styles from '../screens/account.module.scss';

const DAY = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
const dayOf = (iso: string) => DAY.format(new Date(iso));

export const DEVICE_TEXTS = {
  title: 'Remembered devices',
  lead: 'When you tick "Remember My Device" after entering a code, we skip the code on that browser for 30 days. Forget a device you no longer use, or one you do not recognize.',
  none: 'You have no remembered devices. We ask for a code each time you log in from a new browser.',
  unavailable: 'We could not load your remembered devices. Please refresh the page.',
  forgotten: (name: string) => `We forgot ${name}. We will ask for a code the next time you log in there.`,
  allForgotten: 'We forgot all your devices. We will ask for a code the next time you log in on each of them.',
  failed: 'We could not forget that device. Please try again.',
} as const;

type Notice = { tone: 'error' | 'success'; text: string };

export function RememberedDevices() {
  const { data, isError, refetch } = useRememberedDevicesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [forgetOne, { isLoading: forgetting }] = useForgetDeviceMutation();
  const [forgetAll, { isLoading: forgettingAll }] = useForgetAllDevicesMutation();
  const [notice, setNotice] = useState<Notice | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const busy = forgetting || forgettingAll;

  // The button pressed is gone with its row: focus goes to the section's heading, and the notice is announced.
  const settle = (next: Notice) => {
    setNotice(next);
    void refetch();
    heading.current?.focus();
  };
  const messageOf = (error: unknown) => (error as { message?: string } | undefined)?.message ?? DEVICE_TEXTS.failed;

  return (
    <section className={styles.section} aria-labelledby="remembered-devices-title">
      <h3 id="remembered-devices-title" ref={heading} tabIndex={-1} className={styles.loanTitle}>
        {DEVICE_TEXTS.title}
      </h3>
      <p className={styles.muted}>{DEVICE_TEXTS.lead}</p>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {isError && <Alert tone="error">{DEVICE_TEXTS.unavailable}</Alert>}
      {data && data.length === 0 && <p>{DEVICE_TEXTS.none}</p>}
      {data && data.length > 0 && (
        <>
          <RowList>
            {data.map((device) => (
              <li key={device.id}>
                <div>
                  <strong>{device.name}</strong>
                  {device.thisDevice && <span className={styles.thisDevice}> (this browser)</span>}
                  <br />
                  <span className={styles.muted}>
                    {device.lastUsedAt ? `Last used ${dayOf(device.lastUsedAt)}` : 'Not used since remembered'} ·
                    Remembered {dayOf(device.rememberedAt)} · Until {dayOf(device.expiresAt)}
                  </span>
                </div>
                <Button
                  variant="secondary"
                  disabled={busy}
                  aria-label={`Forget ${device.name}${device.thisDevice ? ' (this browser)' : ''}, remembered ${dayOf(device.rememberedAt)}`}
                  onClick={() => {
                    void forgetOne({ id: device.id })
                      .unwrap()
                      .then(
                        () => settle({ tone: 'success', text: DEVICE_TEXTS.forgotten(device.name) }),
                        (error: unknown) => settle({ tone: 'error', text: messageOf(error) }),
                      );
                  }}
                >
                  Forget
                </Button>
              </li>
            ))}
          </RowList>
          {data.length > 1 && (
            <div className={styles.actions}>
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() => {
                  void forgetAll()
                    .unwrap()
                    .then(
                      () => settle({ tone: 'success', text: DEVICE_TEXTS.allForgotten }),
                      (error: unknown) => settle({ tone: 'error', text: messageOf(error) }),
                    );
                }}
              >
                Forget all devices
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
