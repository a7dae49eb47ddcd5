// The one authorization header of every call the portal makes to its API (GraphQL, downloads, the PDF viewer's
// fetch, uploads): the id token itself, as the specification's GraphQL calls send it. No token, no header.
export const authorizationHeader = (token: string | null | undefined): Record<string, string> =>
  token ? { authorization: token } : {};
