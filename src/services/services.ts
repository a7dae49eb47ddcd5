// Services placed in the saga context and in RTK Query's `extra`, so tests can provide fakes.
import type { AuthService } from './authService';

export interface NavigateService {
  navigate: (to: string, options?: { replace?: boolean; state?: unknown }) => void;
  pathname: () => string;
  /** Leaves the app for another site (a partner brand's login). */
  leave: (url: string) => void;
  /**
   * Whether this page is being left (a reload, another address typed, a link to another site): the browser cuts its
   * requests short then, and what they fail with says nothing about the session or the server.
   */
  leaving: () => boolean;
}

export interface StorageService {
  clear: () => void;
}

export interface AnalyticsService {
  /** A virtual page view; the application's carry its id (never anything personal). */
  pageView: (path: string, details?: { applicationId: string | null }) => void;
}

export interface FingerprintService {
  /** The device fingerprint ("blackBox") sent with auth events; computed once per visit. */
  blackBox: () => Promise<string>;
}

/** The part of a browser WebSocket the sagas use (tests give a fake). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  send: (data: string) => void;
  close: (code?: number, reason?: string) => void;
}

export interface SocketService {
  open: (url: string) => SocketLike;
}

/** Bytes sent so far of an upload, and of how many. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadResult {
  status: number;
  /** The answer's JSON (null when it had none). */
  body: unknown;
}

/** Sends a multipart form with the id token, reporting progress as the bytes go (fetch cannot: XMLHttpRequest can). */
export interface UploadService {
  send: (
    request: { url: string; token: string; form: FormData },
    onProgress: (progress: UploadProgress) => void,
  ) => { done: Promise<UploadResult>; abort: () => void };
}

/** Field reports for operators (src/app/fieldReports.ts). */
export interface MonitoringService {
  /** A fault no code handled: where it was caught, and what. */
  error: (source: 'window' | 'rejection' | 'saga', error: unknown) => void;
  /** Reports the page's uncaught errors and unhandled rejections from now on. */
  watch: () => void;
  /** Sends the page's web vitals when it is hidden (called once the page is idle). */
  watchVitals: () => void;
}

export interface Services {
  auth: AuthService;
  navigate: NavigateService;
  storage: StorageService;
  analytics: AnalyticsService;
  fingerprint: FingerprintService;
  sockets: SocketService;
  uploads: UploadService;
  monitoring: MonitoringService;
}
