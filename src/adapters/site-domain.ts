/** The site's host as the domain and branding calls take it: base64 of the host name. */
export const siteDomain = (host: string = window.location.hostname): string => btoa(host);
