// The specification's generic error text: the /error page, a failed start, and a failed request that has no
// message of its own. A module of its own so the entry chunk can show it without anything else.
export const GENERIC_ERROR_MESSAGE = "Hmmm... something's not working at the moment. Please try again later.";
