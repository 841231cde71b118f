import { generatedApi } from '../../api/generated/auth.gen';
import { defineEndpointPolicy } from '../../store/endpoint-policy';

export type { LoginApiArg, UserInfomation, Ownership } from '../../api/generated/auth.gen';

// The forms show these results inline (field errors, the reissue message, the issued URL), so no dialogs; logout
// proceeds to the login page whatever the server answers.
defineEndpointPolicy(generatedApi, 'login', { successDialog: false, fieldErrorsOnForm: true });
defineEndpointPolicy(generatedApi, 'logout', { successDialog: false, errorDialog: false });
defineEndpointPolicy(generatedApi, 'passwordReissue', { successDialog: false, fieldErrorsOnForm: true });
// The reset form shows a used or expired link inline, next to the way to ask for a new one.
defineEndpointPolicy(generatedApi, 'confirmPasswordReset', { successDialog: false, errorDialog: false, fieldErrorsOnForm: true });
defineEndpointPolicy(generatedApi, 'createImpersonationLink', { successDialog: false, fieldErrorsOnForm: true });
defineEndpointPolicy(generatedApi, 'exchangeImpersonationLink', { successDialog: false, errorDialog: false });

export const authApi = generatedApi.enhanceEndpoints({});

export const {
  useLoginMutation,
  useLogoutMutation,
  usePasswordReissueMutation,
  useConfirmPasswordResetMutation,
  useCreateImpersonationLinkMutation,
  useExchangeImpersonationLinkMutation,
} = authApi;
