// `pnpm --filter @portal/bench run machine-speed`: the machine's figure alone (Fastify hello-world, 50 connections,
// 5 s), printed as a bare number of requests a second. `pnpm test` ends with it and scales its phase budgets by it.
import { measureHelloWorld } from './machine-speed.js';

console.log(Math.round(await measureHelloWorld(50, 5)));
