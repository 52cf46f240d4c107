// Medusa's test runners name their database by JEST_WORKER_ID, which is 1 for every
// in-band run: a spec run beside a full `npm test` (or two checkouts on one machine)
// would share, and drop, one database. Each process gets its own instead.
process.env.JEST_WORKER_ID = String(process.pid)
