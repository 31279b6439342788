import { openDatabase, type DatabaseHandle, type DatabaseOptions } from './open-database.ts';
import { seedIfEmpty } from './seed/seed.ts';

/** Opens the database, brings its schema up to date and seeds the demo data on first start. */
export const prepareDatabase = async (options: DatabaseOptions): Promise<DatabaseHandle & { seeded: boolean }> => {
  const handle = await openDatabase(options);
  try {
    await handle.migrate();
    return { ...handle, seeded: await seedIfEmpty(handle.db) };
  } catch (error) {
    await handle.close();
    throw error;
  }
};
