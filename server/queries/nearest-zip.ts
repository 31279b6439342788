import { createRequire } from 'node:module';

export interface PlacedZip {
  zip: string;
  city: string;
  state: string;
}

interface ZipWithCoordinates extends PlacedZip {
  latitude: number;
  longitude: number;
}

/** Farther than this from every zip code, a position is not in the United States we sell in. */
export const NEAREST_ZIP_MAX_KM = 80;
const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export const distanceKm = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) => {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
};

let placed: ZipWithCoordinates[] | null = null;

/** Military post offices (Armed Forces Americas, Europe, Pacific) sit abroad: no one lives "near" them. */
const MILITARY_MAIL = new Set(['AA', 'AE', 'AP']);

/**
 * The zip codes with their coordinates, from the `zipcodes` package the zips table is seeded
 * from (server/db/seed/zips.ts), read once. A few hundred carry 0,0 for "unknown": left out.
 */
const placedZips = (): ZipWithCoordinates[] => {
  if (placed) return placed;
  const { codes } = createRequire(import.meta.url)('zipcodes/lib/codes.js') as { codes: Record<string, ZipWithCoordinates> };
  placed = Object.values(codes)
    .filter(({ latitude, longitude, state }) => (latitude !== 0 || longitude !== 0) && !MILITARY_MAIL.has(state))
    .map(({ zip, city, state, latitude, longitude }) => ({ zip, city, state, latitude, longitude }));
  return placed;
};

/**
 * The zip code nearest a position, or null when none is within NEAREST_ZIP_MAX_KM. A scan of
 * ~42,000 points takes about a millisecond, and the banner asks once per visitor: no index.
 */
export const nearestZip = (position: { latitude: number; longitude: number }): PlacedZip | null => {
  let best: ZipWithCoordinates | null = null;
  let bestKm = Infinity;
  for (const candidate of placedZips()) {
    const km = distanceKm(position, candidate);
    if (km < bestKm) {
      best = candidate;
      bestKm = km;
    }
  }
  if (!best || bestKm > NEAREST_ZIP_MAX_KM) return null;
  return { zip: best.zip, city: best.city, state: best.state };
};
