// A phone number that dials when tapped: the number as shown, an E.164 link ('tel:+18005550101').
export function PhoneLink({ number }: { number: string }) {
  return <a href={`tel:+1${number.replace(/\D/g, '')}`}>{number}</a>;
}
