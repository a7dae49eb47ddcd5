// The device fingerprint ("blackBox") from FingerprintJS, computed once per visit. The library is loaded on
// first use, so it stays out of the first download; it sends nothing anywhere (monitoring off).
let pending: Promise<string> | null = null;

export function deviceBlackBox(): Promise<string> {
  pending ??= import(/* webpackChunkName: "fingerprint" */ '@fingerprintjs/fingerprintjs')
    .then((library) => library.load({ monitoring: false }))
    .then((agent) => agent.get())
    .then((result) => result.visitorId)
    .catch(() => {
      pending = null;
      return 'unavailable';
    });
  return pending;
}
