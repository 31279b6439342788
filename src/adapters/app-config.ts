import { APP_CONFIG_META, appConfigSchema, type AppConfig } from '../../contract/app-config.ts';

let cached: AppConfig | undefined;

/**
 * The runtime configuration the server injects as `<meta name="app-config">`: the API's
 * Authorization value and the association's main host. Read once, on first use.
 */
export const appConfig = (): AppConfig => {
  if (!cached) {
    const content = document.querySelector(`meta[name="${APP_CONFIG_META}"]`)?.getAttribute('content');
    cached = appConfigSchema.parse(JSON.parse(content ?? 'null'));
  }
  return cached;
};
