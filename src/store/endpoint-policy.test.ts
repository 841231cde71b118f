import { baseApi } from '../api/base-api';
import { authApi } from '../features/auth/auth.api';
import { defineEndpointPolicy, endpointPolicy } from './endpoint-policy';

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    policyProbe: build.mutation<{ message: string }, void>({ query: () => ({ url: '/policy-probe', method: 'POST' }) }),
  }),
});

describe('endpoint policies', () => {
  it('accepts only endpoint names of the api and merges repeated declarations', () => {
    defineEndpointPolicy(probeApi, 'policyProbe', { successDialog: false });
    defineEndpointPolicy(probeApi, 'policyProbe', { fieldErrorsOnForm: true });
    expect(endpointPolicy('policyProbe')).toEqual({ successDialog: false, fieldErrorsOnForm: true });
    // @ts-expect-error a misspelt name is not an endpoint of the api, so it fails the type check
    expect(() => defineEndpointPolicy(probeApi, 'policyProbo', { errorDialog: false })).toThrow('no endpoint named policyProbo');
    expect(endpointPolicy('policyProbo')).toEqual({});
  });

  it('finds the policies a feature declares for its generated endpoints', () => {
    expect(authApi.endpoints.login).toBeDefined();
    expect(endpointPolicy('login')).toEqual({ successDialog: false, fieldErrorsOnForm: true });
    expect(endpointPolicy('logout')).toEqual({ successDialog: false, errorDialog: false });
    // @ts-expect-error the feature's api object knows its endpoints by name
    expect(() => defineEndpointPolicy(authApi, 'logni', {})).toThrow();
  });
});
