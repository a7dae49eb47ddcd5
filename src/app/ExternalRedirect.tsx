// Leaves the app for a static page of the back end (the brand's 404 or maintenance page).
import { useEffect } from 'react';

export function ExternalRedirect({ to }: { to: string }) {
  useEffect(() => {
    window.location.replace(to);
  }, [to]);
  return null;
}
