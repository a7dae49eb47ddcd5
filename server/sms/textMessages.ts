// Text messages (issue 70, decision 0080): what the portal sends by text (today, one-time codes) goes through one
// messenger chosen by SMS_PROVIDER. `mail` (the default, for npm start and the tests) mails each text to MailDev at
// the phone's SMS address; `sns` publishes it with Amazon SNS's own SDK (snsTexts.ts). A text the provider refuses
// throws a TextDeliveryError whose failure the person is told in words (TEXT_FAILURES); it never carries the number,
// the text or the provider's own message (which names the number), so it can be logged as it is.

export interface TextMessage {
  /** The 10 digits of a US number. */
  phone: string;
  /** What the text says. */
  body: string;
}

export interface TextMessenger {
  /** Sends one text, or throws a TextDeliveryError saying why it was not sent. */
  send(message: TextMessage): Promise<void>;
}

/** Why a text was not sent: a number the provider will not text, a number that said STOP, or the provider now. */
export type TextFailure = 'INVALID_NUMBER' | 'OPTED_OUT' | 'UNAVAILABLE';

/** What the person is told when their text was not sent (nothing was saved: their code in flight, if any, stands). */
export const TEXT_FAILURES: Record<TextFailure, string> = {
  INVALID_NUMBER:
    'We could not send a text message to this number. Please check that it is a US mobile number that can receive texts.',
  OPTED_OUT:
    'This number has turned off text messages from us (by replying STOP). Please call us to turn them back on.',
  UNAVAILABLE: 'We could not send a text message just now. Please try again in a few minutes.',
};

export class TextDeliveryError extends Error {
  /**
   * @param failure why, in the person's words (TEXT_FAILURES)
   * @param reason the provider's name for it (an error's name, never its message), for the log
   */
  constructor(
    readonly failure: TextFailure,
    readonly reason: string,
  ) {
    super(`Text message not sent: ${failure} (${reason})`);
    this.name = 'TextDeliveryError';
  }
}
