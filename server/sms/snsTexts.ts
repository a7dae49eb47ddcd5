// Text messages through Amazon SNS's own SDK (SMS_PROVIDER=sns; issue 70, decision 0080). Each text is two calls:
// CheckIfPhoneNumberIsOptedOut (SNS accepts a Publish to a number that replied STOP and drops it unseen, so the
// person would wait for a code that never comes), then Publish to the number in E.164, as a transactional text, from
// the lender's origination number when one is set.
//
// Sent again only where nothing was sent: the opt-out check is a read (the SDK's standard retries: throttling, a
// timeout, a 502/503/504); Publish only after Throttled (SNS refused it, nothing went out). A Publish that timed out
// or failed on SNS's side may still have gone out, so it is not sent again: the person is told to try again in a few
// minutes, and a second code is never sent without being asked for.
//
// The SDK logs nothing (no logger is given it), and its errors are not passed on: SNS's messages name the number.
// Each failure becomes a TextDeliveryError with the error's name only.
import {
  CheckIfPhoneNumberIsOptedOutCommand,
  PublishCommand,
  SNSClient,
  type MessageAttributeValue,
  type SNSClientConfig,
} from '@aws-sdk/client-sns';
import { StandardRetryStrategy } from '@smithy/core/retry';
import type { RetryErrorInfo, StandardRetryToken } from '@smithy/types';
import type { Settings } from '../settings';
import { checkAwsCredentials } from '../security/awsCredentials';
import { TextDeliveryError, type TextFailure, type TextMessenger } from './textMessages';

export type SnsSettings = NonNullable<Settings['sns']>;

/** How long one call may take, and how many times a call that may be sent again is sent at most. */
export interface SnsTiming {
  timeoutMs: number;
  attempts: number;
}

const DEFAULT_TIMING: SnsTiming = { timeoutMs: 10_000, attempts: 3 };

/** The standard strategy, refusing to send again after anything but Throttled (a Publish SNS did not take). */
class OnlyWhenThrottled extends StandardRetryStrategy {
  override async refreshRetryTokenForRetry(token: StandardRetryToken, info: RetryErrorInfo) {
    if (info.errorType !== 'THROTTLING') throw new Error('Not sent again: it may have gone out');
    return super.refreshRetryTokenForRetry(token, info);
  }
}

/** A failure of the SDK in the person's words: SNS's name for a refused number, else the provider is unavailable. */
export function failureOf(error: unknown): TextDeliveryError {
  const name = error instanceof Error ? error.name : 'Error';
  const message = error instanceof Error ? error.message : '';
  let failure: TextFailure = 'UNAVAILABLE';
  if (name === 'OptedOutException') failure = 'OPTED_OUT';
  else if (
    (name === 'InvalidParameterException' || name === 'InvalidParameterValueException') &&
    /PhoneNumber/i.test(message)
  )
    failure = 'INVALID_NUMBER';
  return new TextDeliveryError(failure, name);
}

export function createSnsTexts(sns: SnsSettings, timing: SnsTiming = DEFAULT_TIMING): TextMessenger {
  const base: SNSClientConfig = {
    region: sns.region,
    ...(sns.endpoint ? { endpoint: sns.endpoint } : {}),
    // Keys when the settings name them; otherwise the SDK's own chain (a role, in production).
    ...(sns.credentials ? { credentials: sns.credentials } : {}),
    requestHandler: {
      requestTimeout: timing.timeoutMs,
      // Without it the SDK only warns (on the console) and waits on.
      throwOnRequestTimeout: true,
      connectionTimeout: Math.min(timing.timeoutMs, 3_000),
    },
  };
  const reads = new SNSClient({ ...base, maxAttempts: timing.attempts });
  const sends = new SNSClient({ ...base, retryStrategy: new OnlyWhenThrottled(timing.attempts) });
  const attributes: Record<string, MessageAttributeValue> = {
    'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' },
    ...(sns.originationNumber
      ? { 'AWS.MM.SMS.OriginationNumber': { DataType: 'String', StringValue: sns.originationNumber } }
      : {}),
  };
  return {
    async send({ phone, body }) {
      const phoneNumber = `+1${phone}`;
      try {
        const { isOptedOut } = await reads.send(new CheckIfPhoneNumberIsOptedOutCommand({ phoneNumber }));
        if (isOptedOut) throw new TextDeliveryError('OPTED_OUT', 'isOptedOut');
        await sends.send(
          new PublishCommand({ PhoneNumber: phoneNumber, Message: body, MessageAttributes: attributes }),
        );
      } catch (error) {
        throw error instanceof TextDeliveryError ? error : failureOf(error);
      }
    },
  };
}

/** With no keys set, the SDK's own chain must find some (a role): checked at start, so a text never fails for it. */
export async function checkSnsCredentials(sns: SnsSettings): Promise<void> {
  if (!sns.credentials) await checkAwsCredentials(new SNSClient({ region: sns.region }), 'SMS_PROVIDER=sns');
}
