// `npm run bench`: the API benchmark (being built; see issue 12). `npm run bench:pages` runs
// the page benchmarks.
console.log('The API benchmark is not written yet; run `npm run bench:pages` for page speed.');
