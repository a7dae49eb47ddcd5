// The app shell inside the router: hands `navigate` to the sagas, gives the pages their words (Lingui), catches
// render errors (reported, then /error), and renders the route table.
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../store/hooks';
import type { NavigateService } from '../services/services';
import { ErrorBoundary } from 'react-error-boundary';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { AppRoutes } from './routes';
import { paths } from '../config/paths';

export interface NavigationBinding {
  bind: (navigate: NavigateService['navigate']) => void;
  /** Told the path after every navigation (for routers that do not move window.location, as in tests). */
  located?: (pathname: string) => void;
}

export function App({ navigation }: { navigation: NavigationBinding }) {
  const navigate = useNavigate();
  const location = useLocation();
  const dispatch = useAppDispatch();
  // Navigation happens in an effect: an error in the very first render is caught before the router's
  // navigator is ready, and a navigate() from componentDidCatch would be dropped.
  const [renderErrors, setRenderErrors] = useState(0);

  useEffect(() => {
    navigation.bind((to, options) => void navigate(to, options));
  }, [navigate, navigation]);
  useEffect(() => {
    navigation.located?.(location.pathname);
  }, [location.pathname, navigation]);

  const onRenderError = useCallback(
    (error: unknown, info: { componentStack?: string | null }) => {
      const what = error instanceof Error ? error.message : String(error);
      const message = `Render error on ${paths.changePassword.forLogs(location.pathname)}: ${what}\n${(info.componentStack ?? '').slice(0, 2000)}`;
      // The log module (with RTK Query) is a chunk of its own; a report that cannot be sent is dropped.
      import(/* webpackChunkName: "log-api" */ '../api/logEndpoints')
        .then(({ logApi }) =>
          dispatch(logApi.endpoints.logMessage.initiate({ request: { message, logLevel: 'ERROR' } })),
        )
        .catch(() => undefined);
      setRenderErrors((count) => count + 1);
    },
    [dispatch, location.pathname],
  );

  useEffect(() => {
    if (renderErrors > 0) void navigate(paths.error.href(), { replace: true });
  }, [renderErrors, navigate]);

  return (
    // Nothing is drawn in place of a failed render (/error follows); a new page clears the failure without
    // remounting what is on screen, so a layout shared by several pages (the bank link's Plaid Link) lives on.
    // The pages' words come from Lingui's one instance, in the language activated (src/i18n/catalogs.ts).
    <I18nProvider i18n={i18n}>
      <ErrorBoundary fallback={null} resetKeys={[location.pathname]} onError={onRenderError}>
        <AppRoutes />
      </ErrorBoundary>
    </I18nProvider>
  );
}
