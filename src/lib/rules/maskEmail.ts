// An email address as shown on a verification screen: the first and last letters of the name, the domain in
// full ('m•••l@example.com'), so customers recognise their inbox without the screen revealing the address.
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  const name = email.slice(0, at);
  const shown = name.length <= 2 ? `${name[0]}•••` : `${name[0]}•••${name[name.length - 1]}`;
  return `${shown}${email.slice(at)}`;
}
