// A job keeps the id of the request that made it (issue 49): its handler runs under that id (its log lines carry it
// as reqId, a failure is reported with it), and the id is not handed to the handler as data. On the shared server:
// a job asked for by a request with a correlation id is run under it; one asked for without gets the request's own.
import { testHook } from '../../tests/support/serverClient';

const sharedUrl = () => process.env.TEST_SERVER_URL!;

async function askForPurge(headers: Record<string, string>, key: string) {
  const answer = await fetch(`${sharedUrl()}/api/test/jobs/run`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ queue: 'purge-expired-applications', key }),
  });
  expect(answer.status).toBe(200);
  return answer.headers.get('x-correlation-id');
}

async function causesOfPurges(): Promise<string[]> {
  return (await testHook<{ causes: Record<string, string[]> }>('instance')).causes['purge-expired-applications'] ?? [];
}

it('runs a job under the id of the request that asked for it', async () => {
  const id = `job-cause-${Date.now()}`;
  expect(await askForPurge({ 'x-correlation-id': id }, id)).toBe(id);
  const made = await askForPurge({}, `${id}-b`);
  expect(made).toMatch(/^[0-9a-f-]{36}$/);
  const deadline = Date.now() + 30_000;
  while (!((await causesOfPurges()).includes(id) && (await causesOfPurges()).includes(made!))) {
    if (Date.now() > deadline) throw new Error(`the purges ran under ${JSON.stringify(await causesOfPurges())}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
});
