import { checkName, editRequest } from './google-names';
import type { GoogleClients } from './google.client';
import type { GoogleCredentials, WriteOptions } from './google.types';

/** One attribute of a location (Business Information v1 `locations/{l}/attributes`); the console uses BOOL ones. */
export interface GoogleAttribute {
  /** `attributes/has_takeout` */
  name: string;
  valueType: 'BOOL' | 'ENUM' | 'URL' | 'REPEATED_ENUM';
  values: unknown[];
}

export interface GoogleAttributesPort {
  getAttributes(credentials: GoogleCredentials, location: string): Promise<GoogleAttribute[]>;
  /** Only the attributes named in `attributeMask` change; a masked attribute absent from `attributes` is removed. */
  updateAttributes(credentials: GoogleCredentials, location: string, attributes: readonly GoogleAttribute[], attributeMask: readonly string[], options?: WriteOptions): Promise<GoogleAttribute[]>;
}

export function createGoogleAttributeMethods(clients: GoogleClients): GoogleAttributesPort {
  return {
    async getAttributes(credentials, location) {
      const json = await clients.api(credentials, 'businessInformation').request<{ attributes?: GoogleAttribute[] }>({ method: 'GET', path: `/${checkName('location', location)}/attributes` });
      return json.attributes ?? [];
    },
    async updateAttributes(credentials, location, attributes, attributeMask, options) {
      const name = `${checkName('location', location)}/attributes`;
      const json = await clients.api(credentials, 'businessInformation').request<{ attributes?: GoogleAttribute[] }>({
        method: 'PATCH',
        path: `/${name}`,
        query: { attributeMask: attributeMask.join(',') },
        body: { name, attributes },
        ...editRequest(location, options),
      });
      return json.attributes ?? [];
    },
  };
}
