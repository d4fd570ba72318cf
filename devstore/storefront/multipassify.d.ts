// Types for multipassify (an independent Multipass implementation the tests use to make tokens).
declare module 'multipassify' {
  export default class Multipassify {
    constructor(secret: string);
    /** Sets created_at to now and returns the URL-safe token. */
    encode(customer: Record<string, unknown>): string;
    generateUrl(customer: Record<string, unknown>, domain: string): string;
  }
}
