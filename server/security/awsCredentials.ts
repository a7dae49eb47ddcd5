// With no keys set, an AWS SDK client finds its credentials through the SDK's own chain (the server's role, in
// production). Checked at start, so that a text or a change to a login never fails for the want of them.

/** What the check needs of an AWS SDK client: its credentials provider, and a way to let it go. */
interface AwsClient {
  config: { credentials: () => Promise<unknown> };
  destroy(): void;
}

/** Throws one line naming the variables to set when `client`'s chain finds no credentials; `chosen` says what needs them. */
export async function checkAwsCredentials(client: AwsClient, chosen: string): Promise<void> {
  try {
    await client.config.credentials();
  } catch {
    throw new Error(
      `${chosen} found no AWS credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or AWS_SECRET_ACCESS_KEY_FILE), or give the server a role`,
    );
  } finally {
    client.destroy();
  }
}
