import { useEffect } from 'react';
import { EmailVerification } from '../../../verification/EmailVerification';
import { maskEmail } from '../../../lib/rules/maskEmail';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectBrand } from '../../../store/selectors';
import { emailCodeEntered, emailStepOpened, resendRequested, selectEnrollment } from '../enrollmentSlice';
import { AtState } from './AtState';

function EmailStep() {
  const dispatch = useAppDispatch();
  const brand = useAppSelector(selectBrand);
  const e = useAppSelector(selectEnrollment);
  useEffect(() => {
    dispatch(emailStepOpened());
  }, [dispatch]);
  return (
    <EmailVerification
      maskedEmail={maskEmail(e.email ?? '')}
      error={e.error}
      notice={e.notice}
      failures={e.failures}
      submitting={e.submitting}
      ready={!!e.emailCode}
      resendVisible={e.resendVisible}
      onResend={() => dispatch(resendRequested('email'))}
      onSubmit={({ code }) => dispatch(emailCodeEntered({ code }))}
      helpPhone={brand.phoneNumber}
    />
  );
}

/** /enrollment/email-verification: the Email Verification screen (NEEDS_EMAIL_VERIFICATION). */
export function EmailVerificationScreen() {
  return (
    <AtState state="NEEDS_EMAIL_VERIFICATION">
      <EmailStep />
    </AtState>
  );
}
