// Loaded by /api/docs before Scalar's bundle. The page's Content-Security-Policy forbids eval, and the zod copy
// inside Scalar probes for eval with `new Function`, which the browser reports as a violation even though zod
// catches it. Every copy of zod reads its settings from globalThis.__zod_globalConfig; jitless skips the probe.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, { jitless: true });
