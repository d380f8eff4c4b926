import "dotenv/config";
import { loadConfig } from "../src/config";
import { databaseOptionsFrom, openDatabase } from "../src/db/client";

const config = loadConfig(process.env, { serving: false });
const database = await openDatabase(databaseOptionsFrom(config));
await database.migrate();
console.log(`Migrated the ${database.kind} database to ${await database.appliedMigration()}`);
await database.close();
