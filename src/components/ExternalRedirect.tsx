// Leaves the app for a static page of the back end (the brand's 404 or maintenance page), with a link in
// case the browser does not follow.
import { useEffect } from 'react';

export function ExternalRedirect({ to }: { to: string }) {
  useEffect(() => {
    window.location.replace(to);
  }, [to]);
  return (
    <p role="status" style={{ textAlign: 'center', margin: '48px 0' }}>
      Redirecting… <a href={to}>Continue</a>
    </p>
  );
}
