import { randomBytes } from 'node:crypto'
import pg from 'pg'

async function admin(adminUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl })
  client.on('error', () => {}) // a server restart mid-statement rejects the query; it must not end the process
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/**
 * A new, empty PostgreSQL database on the server of `adminUrl`, for one test file or benchmark run:
 * its connection string, and `drop()` to remove it (connections included).
 */
export async function createScratchDatabase(adminUrl: string, prefix: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  await admin(adminUrl, `create database ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: () => admin(adminUrl, `drop database if exists ${name} with (force)`),
  }
}
