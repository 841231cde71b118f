import type { Config } from '../../config';
import { emulatorBaseUrl, emulatorPublicUrl } from '../registry';

/** The emulator's fixed client; it accepts nothing else (see emulators/yahoo). */
export const YAHOO_EMULATOR_CLIENT = {
  clientId: 'dj00emulator-meo-console',
  clientSecret: 'emulator-yahoo-client-secret',
  appId: 'dj00emulator-yolp-app-id',
} as const;

export const YAHOO_SCOPE = 'openid profile';

export interface YahooEndpoints {
  authorizationUrl: string;
  tokenUrl: string;
  placeApiBaseUrl: string;
  localSearchBaseUrl: string;
  /** YOLP's geocoders (geoCoder, contentsGeoCoder) sit under the same host as local search. */
  geocoderBaseUrl: string;
  clientId: string;
  clientSecret: string;
  appId: string;
}

// Each of the two Yahoo settings switches on its own: YOLP search needs only an application id.
export function yahooEndpoints(config: Pick<Config, 'port' | 'providers' | 'publicOrigin' | 'emulatorsUrl'>): YahooEndpoints {
  const emulator = emulatorBaseUrl(config, 'yahoo');
  const yahoo = config.providers.yahoo;
  const search = config.providers.yahooLocalSearch;
  return {
    authorizationUrl: yahoo ? 'https://auth.login.yahoo.co.jp/yconnect/v2/authorization' : `${emulatorPublicUrl(config, 'yahoo')}/yconnect/v2/authorization`,
    tokenUrl: yahoo ? 'https://auth.login.yahoo.co.jp/yconnect/v2/token' : `${emulator}/yconnect/v2/token`,
    placeApiBaseUrl: yahoo ? yahoo.placeApiBaseUrl.replace(/\/+$/, '') : `${emulator}/place/v1`,
    localSearchBaseUrl: search ? 'https://map.yahooapis.jp/search/local/V1' : `${emulator}/OpenLocalPlatform/V1`,
    geocoderBaseUrl: search ? 'https://map.yahooapis.jp' : emulator,
    clientId: yahoo?.clientId ?? YAHOO_EMULATOR_CLIENT.clientId,
    clientSecret: yahoo?.clientSecret ?? YAHOO_EMULATOR_CLIENT.clientSecret,
    appId: search?.appId ?? YAHOO_EMULATOR_CLIENT.appId,
  };
}
