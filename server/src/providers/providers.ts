import type { ProviderRuntime } from './registry';
import { createGoogleProvider } from './google/google.adapter';
import type { GoogleProvider } from './google/google.port';
import { createInstagramProvider } from './instagram/instagram.adapter';
import type { InstagramPort } from './instagram/instagram.port';
import { createLlmProvider } from './llm/llm.adapter';
import type { LlmPort } from './llm/llm.port';
import { createPlacesProvider } from './places/places.adapter';
import type { PlacesProvider } from './places/places.port';
import { createTranslationProvider } from './translation/translation.adapter';
import type { TranslationPort } from './translation/translation.port';
import { createYahooProvider } from './yahoo/yahoo.adapter';
import type { YahooProvider } from './yahoo/yahoo.port';

/** Every outside service the server drives, each a real HTTP adapter (emulator or real base URLs per config). */
export interface Providers {
  google: GoogleProvider;
  yahoo: YahooProvider;
  places: PlacesProvider;
  instagram: InstagramPort;
  llm: LlmPort;
  translation: TranslationPort;
}

export function createProviders(runtime: ProviderRuntime): Providers {
  return {
    google: createGoogleProvider(runtime),
    yahoo: createYahooProvider(runtime),
    places: createPlacesProvider(runtime),
    instagram: createInstagramProvider(runtime),
    llm: createLlmProvider(runtime),
    translation: createTranslationProvider(runtime),
  };
}
