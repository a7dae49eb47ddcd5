// The part of MailDev 2's API the reference back end uses (the package ships no types).
declare module 'maildev' {
  interface MailDevOptions {
    smtp?: number;
    web?: number;
    ip?: string;
    webIp?: string;
    silent?: boolean;
    disableWeb?: boolean;
  }
  class MailDev {
    constructor(options: MailDevOptions);
    listen(callback: (error?: Error) => void): void;
    close(callback: () => void): void;
  }
  export default MailDev;
}
