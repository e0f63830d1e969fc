// A scratch database on the PostgreSQL server of DATABASE_URL: the PostgreSQL counterpart of a
// fresh data folder, dropped afterwards (the load adds quotes).
import pg from "pg";

export async function scratchDatabase(url) {
  const name = `bb_bench_${process.pid}`;
  const run = async (sql) => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`drop database if exists ${name} with (force)`);
  await run(`create database ${name}`);
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return {
    url: scratch.toString(),
    name,
    drop: () => run(`drop database if exists ${name} with (force)`),
  };
}
