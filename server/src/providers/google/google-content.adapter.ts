import { randomUUID } from 'node:crypto';
import type { ProviderRuntime } from '../registry';
import { isProviderError, ProviderError, providerErrorCodeForStatus } from '../shared/provider-errors';
import { googleLimitKeys } from '../shared/rate-limiter';
import type { GoogleClients } from './google.client';
import { toLocalPost, toMediaItem, toMediaJson, type LocalPostJson, type MediaItemJson } from './google.mapper';
import { checkName, editRequest, v4Path } from './google-names';
import type { GoogleBusinessPort } from './google.port';
import type { GoogleCredentials, GoogleFoodMenus, GoogleHosts, GoogleServiceList } from './google.types';

type ContentMethods = Pick<
  GoogleBusinessPort,
  | 'createLocalPost' | 'getLocalPost' | 'patchLocalPost' | 'deleteLocalPost' | 'listLocalPosts' | 'startMediaUpload'
  | 'uploadMediaBytes' | 'createMedia' | 'listMedia' | 'deleteMedia' | 'getFoodMenus' | 'updateFoodMenus'
  | 'getServiceList' | 'updateServiceList'
>;

const page = (options: { pageSize?: number; pageToken?: string } | undefined) => ({ pageSize: options?.pageSize, pageToken: options?.pageToken });

export function createGoogleContentMethods(runtime: ProviderRuntime, hosts: GoogleHosts, clients: GoogleClients): ContentMethods {
  /**
   * Media bytes are not JSON, so they bypass the JSON client: same limiter, bearer token and one refresh on 401.
   * Not retried: a dataRef upload is cheap to restart from startUpload.
   */
  const putBytes = async (credentials: GoogleCredentials, dataRef: string, bytes: Uint8Array, contentType: string): Promise<void> => {
    const url = `${hosts.upload}/media/${encodeURIComponent(dataRef)}?upload_type=media`;
    const detail = { method: 'POST', path: '/media/{dataRef}' };
    const send = async (token: string): Promise<Response> => {
      await runtime.googleLimiter.acquire(googleLimitKeys.read());
      return runtime.fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': contentType }, body: Buffer.from(bytes) });
    };
    let response = await send(clients.accessToken(credentials));
    if (response.status === 401) {
      let token: string;
      try {
        token = await clients.refresh(credentials);
      } catch (cause) {
        const error = isProviderError(cause) && cause.code !== 'token_expired' ? cause : new ProviderError({ provider: 'google', code: 'token_expired', status: 401, detail: { ...detail, reason: 'refresh_failed' }, cause });
        if (error.code === 'token_expired') await credentials.onTokenExpired?.(error);
        throw error;
      }
      response = await send(token);
    }
    if (!response.ok) {
      const text = await response.text();
      throw new ProviderError({ provider: 'google', code: providerErrorCodeForStatus(response.status), status: response.status, detail: { ...detail, providerMessage: text.slice(0, 300) } });
    }
  };

  return {
    async createLocalPost(credentials, ref, post, options) {
      const json = await clients.api(credentials, 'v4').request<LocalPostJson>({ method: 'POST', path: `${v4Path(ref)}/localPosts`, body: post, ...editRequest(ref.location, options) });
      return toLocalPost(json);
    },

    async getLocalPost(credentials, name) {
      return toLocalPost(await clients.api(credentials, 'v4').request<LocalPostJson>({ method: 'GET', path: `/${checkName('localPost', name)}` }));
    },

    async patchLocalPost(credentials, name, patch, updateMask, options) {
      if (updateMask.length === 0) throw new Error('A Google field mask needs at least one path');
      const json = await clients.api(credentials, 'v4').request<LocalPostJson>({
        method: 'PATCH',
        path: `/${checkName('localPost', name)}`,
        query: { updateMask: updateMask.join(',') },
        body: patch,
        ...editRequest(name, options),
      });
      return toLocalPost(json);
    },

    async deleteLocalPost(credentials, name, options) {
      await clients.api(credentials, 'v4').request({ method: 'DELETE', path: `/${checkName('localPost', name)}`, ...editRequest(name, options) });
    },

    async listLocalPosts(credentials, ref, options) {
      const json = await clients.api(credentials, 'v4').request<{ localPosts?: LocalPostJson[]; nextPageToken?: string }>({ method: 'GET', path: `${v4Path(ref)}/localPosts`, query: page(options) });
      return { items: (json.localPosts ?? []).map(toLocalPost), nextPageToken: json.nextPageToken ?? null };
    },

    async startMediaUpload(credentials, ref) {
      // Opening a slot changes nothing on the profile, so it spends no edit; a spare slot is harmless, so retry freely.
      const json = await clients.api(credentials, 'v4').request<{ resourceName: string }>({ method: 'POST', path: `${v4Path(ref)}/media:startUpload`, body: {}, idempotencyKey: randomUUID() });
      return json.resourceName;
    },

    uploadMediaBytes: putBytes,

    async createMedia(credentials, ref, media, options) {
      if ((media.sourceUrl === undefined) === (media.dataRef === undefined)) throw new Error('Give exactly one of sourceUrl and dataRef');
      const json = await clients.api(credentials, 'v4').request<MediaItemJson>({ method: 'POST', path: `${v4Path(ref)}/media`, body: toMediaJson(media), ...editRequest(ref.location, options) });
      return toMediaItem(json);
    },

    async listMedia(credentials, ref, options) {
      const json = await clients.api(credentials, 'v4').request<{ mediaItems?: MediaItemJson[]; totalMediaItemCount?: number; nextPageToken?: string }>({ method: 'GET', path: `${v4Path(ref)}/media`, query: page(options) });
      return { items: (json.mediaItems ?? []).map(toMediaItem), totalMediaItemCount: json.totalMediaItemCount ?? 0, nextPageToken: json.nextPageToken ?? null };
    },

    async deleteMedia(credentials, name, options) {
      await clients.api(credentials, 'v4').request({ method: 'DELETE', path: `/${checkName('media', name)}`, ...editRequest(name, options) });
    },

    async getFoodMenus(credentials, ref) {
      return clients.api(credentials, 'v4').request<GoogleFoodMenus>({ method: 'GET', path: `${v4Path(ref)}/foodMenus` });
    },

    async updateFoodMenus(credentials, ref, menus, options) {
      return clients.api(credentials, 'v4').request<GoogleFoodMenus>({ method: 'PATCH', path: `${v4Path(ref)}/foodMenus`, query: { updateMask: 'menus' }, body: { menus: menus.menus }, ...editRequest(ref.location, options) });
    },

    // Business Information v1 keeps the service list in Location.serviceItems (providers.md: "Service lists:
    // structured items … and free-form items …; check `canModifyServiceList`"), so it is read and written there.
    async getServiceList(credentials, location) {
      const json = await clients.api(credentials, 'businessInformation').request<{ serviceItems?: GoogleServiceList['serviceItems'] }>({
        method: 'GET',
        path: `/${checkName('location', location)}`,
        query: { readMask: 'serviceItems' },
      });
      return { name: `${location}/serviceList`, serviceItems: json.serviceItems ?? [] };
    },

    async updateServiceList(credentials, location, list, options) {
      const json = await clients.api(credentials, 'businessInformation').request<{ serviceItems?: GoogleServiceList['serviceItems'] }>({
        method: 'PATCH',
        path: `/${checkName('location', location)}`,
        query: { updateMask: 'serviceItems' },
        body: { serviceItems: list.serviceItems },
        ...editRequest(location, options),
      });
      return { name: `${location}/serviceList`, serviceItems: json.serviceItems ?? [] };
    },
  };
}
