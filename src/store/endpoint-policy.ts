// How the dialog middleware treats one endpoint. Feature api files declare the exceptions next to the endpoints they
// enhance; everything else gets the default handling (error dialog on failure, success dialog after a mutation).
export interface EndpointPolicy {
  successDialog?: boolean;
  errorDialog?: boolean;
  // The form shows 422 field errors on its fields (applyServerErrors), so no dialog repeats them.
  fieldErrorsOnForm?: boolean;
  // Its outcome is announced over the realtime channel: the request is sent once the channel is subscribed
  // (realtimeChannelReady in src/state/realtime-channel.slice.ts).
  waitsForRealtime?: boolean;
}

// An endpoint that queues a data file: the 「作成しています」 dialog replaces the generic success dialog
// (openExportRunningDialog), and the completion comes as a realtime event.
export const exportJobPolicy: EndpointPolicy = { successDialog: false, waitsForRealtime: true };

const policies = new Map<string, EndpointPolicy>();

// The name is checked against the api the policy is declared for, so a misspelt or removed endpoint fails the type
// check (and, should a cast slip through, throws as the feature's api file loads) instead of silently never applying.
export const defineEndpointPolicy = <Api extends { endpoints: object }>(api: Api, endpointName: keyof Api['endpoints'] & string, policy: EndpointPolicy) => {
  if (!(endpointName in api.endpoints)) throw new Error(`defineEndpointPolicy: no endpoint named ${endpointName}`);
  policies.set(endpointName, { ...policies.get(endpointName), ...policy });
};

// Looked up by the name in an action's meta, which is a plain string there.
export const endpointPolicy = (endpointName: string): EndpointPolicy => policies.get(endpointName) ?? {};
