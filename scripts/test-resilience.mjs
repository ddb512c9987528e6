// `npm run test:resilience`: crash and outage tests on PostgreSQL (being built; see issue 12).
console.log('No resilience tests yet.');
