import { generatedApi } from '../../api/generated/translation.gen';
import { defineEndpointPolicy } from '../../store/endpoint-policy';

export type { TranslateBody, TranslationLanguagesBody } from '../../api/generated/translation.gen';

// A translation is shown where it was asked for; it is a read, not a change worth a success dialog.
defineEndpointPolicy(generatedApi, 'translateTexts', { successDialog: false });

export const translationApi = generatedApi.enhanceEndpoints({
  endpoints: {
    // The language list is fixed; every card's translate controls share one copy.
    listTranslationLanguages: { keepUnusedDataFor: 3600 },
  },
});

export const { useTranslateTextsMutation, useListTranslationLanguagesQuery } = translationApi;
