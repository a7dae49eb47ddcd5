// What the multi-factor check is told about the browser a call comes from: the device secret it holds (the cookie
// the server handed it when the customer chose "Remember My Device"), and a way to hand it a new one. The web layer
// builds one per request (server/web/deviceCookie.ts); the domain never sees a cookie header.
export interface DeviceCookie {
  /** The secret this browser sent, as sent (unchecked); null when it sent none. */
  readonly secret: string | null;
  /** The browser's user agent, to name a remembered device ("Chrome on Windows"). */
  readonly userAgent: string;
  /** Hands this browser a secret to keep for maxAgeSeconds (HttpOnly, SameSite=Strict, Secure under https). */
  keep(secret: string, maxAgeSeconds: number): void;
  /** Tells this browser to drop its secret. */
  drop(): void;
}

/** A call that does not come from a browser (a job, a socket): no secret, nothing kept. */
export const NO_DEVICE: DeviceCookie = { secret: null, userAgent: '', keep: () => undefined, drop: () => undefined };
