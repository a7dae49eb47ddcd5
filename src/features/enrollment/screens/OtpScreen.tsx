import { useEffect } from 'react';
import { PhoneVerification } from '../../../verification/PhoneVerification';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import {
  phoneCodeEntered,
  phoneCodeRequested,
  phoneStepOpened,
  resendRequested,
  selectEnrollment,
} from '../enrollmentSlice';
import { AtState } from './AtState';

function PhoneStep() {
  const dispatch = useAppDispatch();
  const e = useAppSelector(selectEnrollment);
  useEffect(() => {
    if (!e.phone.masked) dispatch(phoneStepOpened());
  }, [dispatch, e.phone.masked]);
  return (
    <PhoneVerification
      maskedPhone={e.phone.masked}
      sent={e.phone.sent}
      error={e.error}
      notice={e.notice}
      failures={e.failures}
      submitting={e.submitting}
      resendVisible={e.resendVisible}
      onSend={() => dispatch(phoneCodeRequested())}
      onResend={() => dispatch(resendRequested('phone'))}
      onSubmit={({ code }) => dispatch(phoneCodeEntered({ code }))}
    />
  );
}

/** /enrollment/otp-send-code and /otp-verify-code: a code texted to the phone on file (NEEDS_OTP_VERIFICATION). */
export function OtpScreen() {
  return (
    <AtState state="NEEDS_OTP_VERIFICATION">
      <PhoneStep />
    </AtState>
  );
}
