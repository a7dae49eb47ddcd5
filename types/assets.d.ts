declare module '*.module.scss' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.scss';

/** A catalog of another language than English, as a file of its own: its address (webpack.config.js, decision 0085). */
declare module '*.mjs?url' {
  const address: string;
  export default address;
}
/** A brand's legal text in another language than English, as a file of its own: its address (as above). */
declare module '*.json?url' {
  const address: string;
  export default address;
}
/** True in the browser's build (catalogs imported by their address), false in the page shell's and under jest. */
declare const TEXTS_BY_ADDRESS: boolean;
