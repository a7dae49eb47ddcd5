export const GENERIC_ERROR_MESSAGE = "Hmmm... something's not working at the moment. Please try again later.";

export function ErrorScreen() {
  return (
    <section style={{ maxWidth: 640, margin: '48px auto', padding: 32, background: 'var(--brand-surface)', borderRadius: 'var(--brand-radius)' }}>
      <h1 style={{ color: 'var(--brand-primary)', marginTop: 0 }}>{GENERIC_ERROR_MESSAGE}</h1>
    </section>
  );
}
