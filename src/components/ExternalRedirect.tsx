// Leaves the app for a static page of the back end (the brand's 404 or maintenance page), with a link in
// case the browser does not follow. In the server's HTML of a public page it marks the page as one the app must act on
// at once (`data-needs-app`): the entry then starts the app after the first paint instead of waiting for an input
// (src/index.ts, decision 0078).
import { useEffect } from 'react';

export function ExternalRedirect({ to }: { to: string }) {
  useEffect(() => {
    window.location.replace(to);
  }, [to]);
  return (
    <p role="status" style={{ textAlign: 'center', margin: '48px 0' }} data-needs-app="">
      Redirecting… <a href={to}>Continue</a>
    </p>
  );
}
