import * as z from 'zod/mini';

/**
 * Runtime configuration the server writes into the page it serves, as the JSON content of
 * `<meta name="app-config">`: the Basic Authorization value the API expects (from the server's
 * configuration, never a literal in source) and the association's main host.
 */
export const APP_CONFIG_META = 'app-config';
export const APP_CONFIG_PLACEHOLDER = '<!--app-config-->';
export const appConfigSchema = z.object({
  apiAuthorization: z.string().check(z.startsWith('Basic ')),
  mainHost: z.string().check(z.minLength(1)),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
