// /account/personal, "Remembered devices": the browsers where the customer ticked "Remember My Device" after passing
// the sign-in check, so that a sign-in there skips the code for 30 days. Each shows its name (from the browser),
// when it was last used and remembered, and which one is this browser; each can be forgotten, or all at once. A
// forgotten device asks for a code at its next sign-in. Customers only: an agent acting for one does not see it.
import { useRef, useState } from 'react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { RowList } from '../../../components/RowList';
import { useFormats } from '../../../i18n/useFormats';
import { useTexts } from '../../../i18n/useTexts';
import { useForgetAllDevicesMutation, useForgetDeviceMutation, useRememberedDevicesQuery } from '../accountEndpoints';
import styles from '../screens/account.module.scss';
import { accountTexts, type AccountText } from '../texts/catalog';

type Notice = { tone: 'error' | 'success'; text: string };

export function RememberedDevices() {
  const { data, isError, refetch } = useRememberedDevicesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [forgetOne, { isLoading: forgetting }] = useForgetDeviceMutation();
  const [forgetAll, { isLoading: forgettingAll }] = useForgetAllDevicesMutation();
  const [notice, setNotice] = useState<Notice | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const busy = forgetting || forgettingAll;
  const text = useTexts<AccountText>(accountTexts);
  const formats = useFormats();
  const dayOf = (iso: string) => formats.dayOf(new Date(iso));

  // The button pressed is gone with its row: focus goes to the section's heading, and the notice is announced.
  const settle = (next: Notice) => {
    setNotice(next);
    void refetch();
    heading.current?.focus();
  };
  const messageOf = (error: unknown) => (error as { message?: string } | undefined)?.message ?? text('devices.failed');

  return (
    <section className={styles.section} aria-labelledby="remembered-devices-title">
      <h3 id="remembered-devices-title" ref={heading} tabIndex={-1} className={styles.loanTitle}>
        {text('devices.title')}
      </h3>
      <p className={styles.muted}>{text('devices.lead')}</p>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {isError && <Alert tone="error">{text('devices.unavailable')}</Alert>}
      {data && data.length === 0 && <p>{text('devices.none')}</p>}
      {data && data.length > 0 && (
        <>
          <RowList>
            {data.map((device) => (
              <li key={device.id}>
                <div>
                  <strong>{device.name}</strong>
                  {device.thisDevice && <span className={styles.thisDevice}>{text('devices.thisBrowser')}</span>}
                  <br />
                  <span className={styles.muted}>
                    {text('devices.when', {
                      used: device.lastUsedAt
                        ? text('devices.lastUsed', { day: dayOf(device.lastUsedAt) })
                        : text('devices.notUsed'),
                      remembered: dayOf(device.rememberedAt),
                      until: dayOf(device.expiresAt),
                    })}
                  </span>
                </div>
                <Button
                  variant="secondary"
                  disabled={busy}
                  aria-label={text('devices.forgetLabel', {
                    name: device.name,
                    thisBrowser: device.thisDevice ? text('devices.thisBrowser') : '',
                    remembered: dayOf(device.rememberedAt),
                  })}
                  onClick={() => {
                    void forgetOne({ id: device.id })
                      .unwrap()
                      .then(
                        () => settle({ tone: 'success', text: text('devices.forgotten', { name: device.name }) }),
                        (error: unknown) => settle({ tone: 'error', text: messageOf(error) }),
                      );
                  }}
                >
                  {text('devices.forget')}
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
                      () => settle({ tone: 'success', text: text('devices.allForgotten') }),
                      (error: unknown) => settle({ tone: 'error', text: messageOf(error) }),
                    );
                }}
              >
                {text('devices.forgetAll')}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
