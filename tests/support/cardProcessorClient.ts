// The card processor's stand-in as a test's browser frame uses it: a card typed in the frame becomes a single-use
// token (POST /v1/tokens from the frame's origin). Server tests pay and fund with these tokens, as the portal's pages do.
export interface TypedCard {
  nameOnCard: string;
  number: string;
  expiry: string;
  cvv: string;
  zipCode: string;
}

export const TEST_CARD: TypedCard = {
  nameOnCard: 'Tara Quinn',
  number: '4111 1111 1111 1111',
  expiry: '12/30',
  cvv: '123',
  zipCode: '43215',
};

export const processorUrl = () => process.env.TEST_CARD_PROCESSOR_URL!;
/** The frame's origin as browsers reach it: cards.localhost on the stand-in's port. */
export const frameOrigin = () => `http://cards.localhost:${new URL(processorUrl()).port}`;

/** What the frame's call answers for this card: 201 with the token, or 400 with each field's problem. */
export async function typeCard(
  card: Partial<TypedCard> = {},
): Promise<{ status: number; body: { token?: string; last4?: string; errors?: Record<string, string> } }> {
  const response = await fetch(`${processorUrl()}/v1/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: frameOrigin() },
    body: JSON.stringify({ ...TEST_CARD, ...card }),
  });
  return { status: response.status, body: (await response.json()) as never };
}

/** A token for this card (the test card unless told). */
export async function cardToken(card: Partial<TypedCard> = {}): Promise<string> {
  const answer = await typeCard(card);
  if (answer.status !== 201 || !answer.body.token)
    throw new Error(`the card processor refused the card: ${JSON.stringify(answer.body)}`);
  return answer.body.token;
}
