import { EMAIL_MESSAGES, emailRule } from './emailRules';

describe('the email rule', () => {
  it.each(['maria.lopez@example.com', 'a+b@example.com', 'a+b+c@example.com', 'first_last%x-y@mail.example.org'])(
    'accepts %s',
    (email) => {
      expect(emailRule().isValidSync(email)).toBe(true);
    },
  );

  it.each([
    ['', EMAIL_MESSAGES.required],
    ['no-at-sign', EMAIL_MESSAGES.invalid],
    ['a@example.c', EMAIL_MESSAGES.pattern],
  ])('refuses "%s" with "%s"', (email, message) => {
    expect(() => emailRule().validateSync(email)).toThrow(message);
  });
});
