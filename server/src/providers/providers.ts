import type { ProviderRuntime } from './registry';
import { createGoogleProvider } from './google/google.adapter';
import type { GoogleProvider } from './google/google.port';
import { createInstagramProvider } from './instagram/instagram.adapter';
import type { InstagramPort } from './instagram/instagram.port';
import { createLineProvider } from './line/line.adapter';
import type { LinePort } from './line/line.port';
import { createLlmProvider } from './llm/llm.adapter';
import type { LlmPort } from './llm/llm.port';
import { createPlacesProvider } from './places/places.adapter';
import type { PlacesProvider } from './places/places.port';
import { createSlackProvider } from './slack/slack.adapter';
import type { SlackPort } from './slack/slack.port';
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
  /** Alert pushes (LINE Messaging API). */
  line: LinePort;
  /** Alert messages to users' Slack incoming webhooks. */
  slack: SlackPort;
}

export function createProviders(runtime: ProviderRuntime): Providers {
  return {
    google: createGoogleProvider(runtime),
    yahoo: createYahooProvider(runtime),
    places: createPlacesProvider(runtime),
    instagram: createInstagramProvider(runtime),
    llm: createLlmProvider(runtime),
    translation: createTranslationProvider(runtime),
    line: createLineProvider(runtime),
    slack: createSlackProvider(runtime),
  };
}
