// The part of the zipcodes package's API the reference back end uses (the package ships no types).
declare module 'zipcodes' {
  interface ZipCode {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  const zipcodes: {
    lookup(zip: string | number): ZipCode | undefined;
    codes: Record<string, ZipCode>;
  };
  export default zipcodes;
}
