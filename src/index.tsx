// Bootstrap: runtime config -> brand -> identity (aws-amplify, loaded on demand) -> store -> router.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { validateBrand } from '../brands/brandSchema';
import { brands } from '../brands/index';
import { restApi } from './api/restApi';
import { App } from './app/App';
import { GENERIC_ERROR_MESSAGE } from './app/ErrorScreen';
import { applyBrandTheme } from './app/brandTheme';
import { createBrowserServices } from './app/browserServices';
import { resolveBrand } from './app/resolveBrand';
import './app/global.scss';
import { captureCampaign } from './lib/campaign';
import { makeStore } from './store/makeStore';
import { runtimeConfigured, type RuntimeConfig } from './store/runtimeSlice';

async function start(container: HTMLElement): Promise<void> {
  const response = await fetch('/config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  const config = (await response.json()) as RuntimeConfig;
  const brandKey = resolveBrand(window.location, config.allowBrandOverride);
  const brand = validateBrand(brands[brandKey], brandKey);
  void applyBrandTheme(brand);
  const campaignId = captureCampaign(window.location.search, brand.campaignQueryKey, brand.cookieName, brand.cookieDomain) ?? null;

  const { services, navigation } = createBrowserServices(config);
  const store = makeStore(services);
  store.dispatch(runtimeConfigured({ brandKey, config, campaignId }));
  await store.dispatch(restApi.endpoints.getFeatureFlags.initiate(brandKey));

  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <BrowserRouter>
          <App navigation={navigation} />
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  );
  const preload = () => services.auth.preload();
  if ('requestIdleCallback' in window) window.requestIdleCallback(preload);
  else setTimeout(preload, 1500);
}

const container = document.getElementById('root');
if (container) {
  start(container).catch(() => {
    document.documentElement.dataset.brandReady = 'true';
    const box = document.createElement('div');
    box.className = 'boot-error';
    box.setAttribute('role', 'alert');
    const heading = document.createElement('h1');
    heading.textContent = GENERIC_ERROR_MESSAGE;
    box.appendChild(heading);
    container.replaceChildren(box);
  });
}
