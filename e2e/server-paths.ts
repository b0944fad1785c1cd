/** Where the browser suite's server listens and keeps its data; per port, so two runs never share a database. */
export const e2ePort = Number(process.env.E2E_PORT ?? 3100);
export const e2eDataDir = `.test-tmp/e2e-data-${e2ePort}`;
/** The local push service of the notification test, which the suite's server is told it may push to. */
export const e2ePushServicePort = e2ePort + 60;
