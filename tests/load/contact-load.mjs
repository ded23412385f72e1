// Load test of the contact POST: 20 clients for 20 s against a running server.
// Usage: node tests/load/contact-load.mjs http://127.0.0.1:4103 [connections] [seconds] [document|data]
// Start the server with RATE_LIMIT_MAX raised (every request comes from one address),
// then compare the 2xx count printed here with the rows stored (npm run contact:export).
import autocannon from "autocannon";

const [base = "http://127.0.0.1:3000", connections = "20", seconds = "20", kind = "document"] =
  process.argv.slice(2);
// "document": the no-JavaScript form post (the server renders the page);
// "data": what the hydrated page sends (React Router's single-fetch request).
const path = kind === "data" ? "/contact.data" : "/contact";
let n = 0;

const result = await autocannon({
  url: `${base}${path}`,
  connections: Number(connections),
  duration: Number(seconds),
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
  requests: [
    {
      setupRequest: (request) => ({
        ...request,
        body: new URLSearchParams({
          firstName: "Load",
          email: `load${n++}@example.com`,
          subject: "Load test",
          message: "A message sent by the load test.",
        }).toString(),
      }),
    },
  ],
});

console.log(
  JSON.stringify(
    {
      path,
      connections: Number(connections),
      seconds: Number(seconds),
      requests: result.requests.total,
      "2xx": result["2xx"],
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      reqPerSec: result.requests.average,
      latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    },
    null,
    2,
  ),
);
