import type { Handlers } from '../http/bind-endpoints.ts';
import { fieldFailure } from '../http/failures.ts';
import { nearestZip } from '../queries/nearest-zip.ts';

/** Refused when the position is far from every US zip code (abroad, at sea). */
export const noZipNearby = 'No US zip code near this location';

/** The location banner's lookup: the browser's position to the nearest zip code. */
export const nearestZipHandlers = (): Pick<Handlers, 'getNearestZipCode'> => ({
  async getNearestZipCode(position) {
    const found = nearestZip(position);
    if (!found) throw fieldFailure('latitude', noZipNearby);
    return found;
  },
});
