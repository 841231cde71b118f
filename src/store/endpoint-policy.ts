// How the dialog middleware treats one endpoint. Feature api files declare the exceptions next to the endpoints they
// enhance; everything else gets the default handling (error dialog on failure, success dialog after a mutation).
export interface EndpointPolicy {
  successDialog?: boolean;
  errorDialog?: boolean;
  // The form shows 422 field errors on its fields (applyServerErrors), so no dialog repeats them.
  fieldErrorsOnForm?: boolean;
}

const policies = new Map<string, EndpointPolicy>();

export const defineEndpointPolicy = (endpointName: string, policy: EndpointPolicy) => {
  policies.set(endpointName, { ...policies.get(endpointName), ...policy });
};

export const endpointPolicy = (endpointName: string): EndpointPolicy => policies.get(endpointName) ?? {};
