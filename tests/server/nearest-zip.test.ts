import { describe, expect, it } from 'vitest';
import { distanceKm, NEAREST_ZIP_MAX_KM } from '../../server/queries/nearest-zip.ts';
import { noZipNearby } from '../../server/handlers/nearest-zip.ts';
import { dataOf, expectFieldError, failureOf, useTestServer } from './harness.ts';

const server = useTestServer();

const nearest = async (latitude: number | string, longitude: number | string) => server.call('getNearestZipCode', { latitude, longitude } as never);

describe('get-nearest-zip-code (the location banner)', () => {
  it('answers the zip code at a position, with its city and state', async () => {
    // the Empire State Building's zip, at the coordinates the zips data gives it
    expect(dataOf('getNearestZipCode', await nearest(40.7484, -73.9967))).toEqual({ zip: '10001', city: 'New York', state: 'NY' });
  });

  it('answers the nearest zip code for a position between zip codes', async () => {
    // Chicago's Loop, a little off 60601's point
    expect(dataOf('getNearestZipCode', await nearest(41.8858, -87.6229))).toMatchObject({ zip: '60601', state: 'IL' });
    // a park in Beverly Hills
    expect(dataOf('getNearestZipCode', await nearest(34.0736, -118.4004))).toMatchObject({ city: 'Beverly Hills', state: 'CA' });
  });

  it('refuses a position far from every US zip code (Paris, mid-Atlantic)', async () => {
    expectFieldError(await nearest(48.8566, 2.3522), 'latitude', noZipNearby);
    expectFieldError(await nearest(35, -45), 'latitude', noZipNearby);
  });

  it('refuses coordinates that are not a position, with the schema error shape', async () => {
    for (const [latitude, longitude] of [
      [91, 0],
      [0, -181],
      ['north', '-73'],
      ['NaN', '1'],
      ['1e400', '1'],
    ] as const) {
      expect(failureOf(await nearest(latitude, longitude), 422).data.length).toBeGreaterThan(0);
    }
  });

  it('measures distance on the globe (New York to Los Angeles ≈ 3,936 km)', () => {
    const km = distanceKm({ latitude: 40.7128, longitude: -74.006 }, { latitude: 34.0522, longitude: -118.2437 });
    expect(km).toBeGreaterThan(3900);
    expect(km).toBeLessThan(3970);
    expect(NEAREST_ZIP_MAX_KM).toBeLessThan(km);
  });
});
