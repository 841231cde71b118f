import { DEMO_STORES, STORE_COORDINATES } from '../yahoo/yahoo-seed';
import { demoPlaceIds, type PlaceResult } from './places-rankings';

/** Enough for every place a long emulator session lists; the oldest are forgotten first. */
const CAPACITY = 100_000;

/** The places the emulator has listed, by id, so Place Details can answer them (and the demo stores from the start). */
export class PlaceRegistry {
  private readonly places = new Map<string, PlaceResult>();

  constructor() {
    const ids = demoPlaceIds();
    for (const store of DEMO_STORES) {
      const id = ids.get(store.storeCode);
      const at = STORE_COORDINATES[store.storeCode];
      if (!id || !at) continue;
      this.places.set(id, {
        id,
        displayName: { text: store.title, languageCode: 'ja' },
        formattedAddress: `日本、${store.administrativeArea}${store.locality}${store.addressLine}`,
        location: { latitude: at.lat, longitude: at.lon },
      });
    }
  }

  remember(places: readonly PlaceResult[]): void {
    for (const place of places) {
      this.places.delete(place.id);
      this.places.set(place.id, place);
    }
    while (this.places.size > CAPACITY) this.places.delete(this.places.keys().next().value as string);
  }

  get(id: string): PlaceResult | undefined {
    return this.places.get(id);
  }
}
