// The checks' words (checksText.ts) in the page's language, the same shape as CHECKS_TEXT: each text by its English
// through the application's catalog, and those with a value from their own keys.
import { useMessageText, useTexts } from '../../../../i18n/useTexts';
import { APPLICATION_TEXT } from '../../applicationText';
import { applicationTexts, type ApplicationText } from '../../texts/catalog';
import { CHECKS_TEXT } from './checksText';

type Words = {
  [Key in keyof typeof CHECKS_TEXT]: (typeof CHECKS_TEXT)[Key] extends string ? string : readonly string[];
};

export function useChecksText() {
  const text = useTexts<ApplicationText>(applicationTexts);
  const say = useMessageText();
  const words = Object.fromEntries(
    Object.entries(CHECKS_TEXT).map(([key, value]) => [
      key,
      typeof value === 'string' ? say(value) : value.map((line) => say(line)),
    ]),
  ) as unknown as Words;
  return {
    ...words,
    processing: say(APPLICATION_TEXT.processing),
    rates: text('checks.rates'),
    codeSentTo: (masked: string | null) => text('checks.codeSentTo', { masked: masked ?? text('checks.yourNumber') }),
    phoneVerified: (masked: string) => text('checks.phoneVerified', { masked }),
    scansLeft: (left: number) => text('checks.scansLeft', { left }),
  };
}
