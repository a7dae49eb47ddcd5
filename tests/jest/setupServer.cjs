// The server tests drive aws-amplify as a Node client. Node 21 and later have a global `navigator` (with no appName),
// and aws-amplify's SRP arithmetic (its BigInteger) then takes its browser path, which runs about 80 times slower
// inside jest's vm context (20 s a sign-in) than the path it takes where there is no navigator, as on Node 20 and as
// outside jest. The tests' Node client has no navigator that matters: it is removed.
Object.defineProperty(globalThis, 'navigator', { value: undefined, configurable: true, writable: true });
