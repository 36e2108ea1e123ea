import { Agent, request as httpRequest } from 'node:http';
import { BENCH_PASSWORD } from '../seed/seed-database.js';
import { toMb, type LoadScenarioResult } from '../report/result-types.js';
import type { RssSampler } from '../server/rss-sampler.js';
import type { BenchSession } from './bench-session.js';
import { cpuSeconds } from './wait-until-idle.js';

/** Issue 39: the office's NAT address, a loopback address of its own so its spray holds back no other scenario. */
const OFFICE_ADDRESS = '127.0.0.39';
const STAFF = 500;
const SPRAY = 100;
const WINDOW_MS = 5 * 60 * 1000;
/** The API's default SIGN_IN_MAX_PER_IP, which the bench's API runs with. */
const PER_IP = 30;

type Answer = { status: number; ms: number };

function signInFrom(agent: Agent, baseUrl: string, username: string, password: string): Promise<Answer> {
  const started = performance.now();
  const body = JSON.stringify({ username, password });
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${baseUrl}/api/v1/users/signin`, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Every one of the people, `connections` at a time. */
async function rush(agent: Agent, baseUrl: string, people: string[], connections: number): Promise<Answer[]> {
  const answers: Answer[] = [];
  let next = 0;
  const worker = async () => {
    while (next < people.length) answers.push(await signInFrom(agent, baseUrl, people[next++]!, BENCH_PASSWORD));
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return answers;
}

const percentile = (sorted: number[], p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0);

/** Active accounts beyond the session's first page: the bench's seed gives every one the bench password. */
async function accounts(session: BenchSession, count: number): Promise<string[]> {
  const emails: string[] = [];
  for (let page = 0; emails.length < count; page += 1) {
    const response = await fetch(`${session.baseUrl}/api/v1/users?limit=100&offset=${page}&orderBy=officeEmail&order=asc`, { headers: { authorization: `Bearer ${session.adminToken}` } });
    const { data } = (await response.json()) as { data: { officeEmail: string; active: boolean }[] };
    if (data.length === 0) throw new Error(`bench: office rush needs ${count} active accounts; the data set has ${emails.length}`);
    emails.push(...data.filter((person) => person.active).map((person) => person.officeEmail));
  }
  return emails.slice(0, count);
}

/**
 * Office rush (issue 39): 500 people sign in from one address within the 5-minute window of the sign-in limits, all
 * answered 200 (argon2 included), with the API's default limits; then from the same address a spray of 100 wrong
 * guesses, one for each of 100 accounts, must be refused (429) before the 100th. Prints the throughput and the API
 * process's CPU time (user + system, every thread, from /proc) for the rush.
 */
export async function runOfficeRush(session: BenchSession, sampler: RssSampler, apiPid: number, connections: number): Promise<LoadScenarioResult[]> {
  const people = await accounts(session, STAFF);
  const agent = new Agent({ keepAlive: true, maxSockets: connections, localAddress: OFFICE_ADDRESS });
  try {
    const cpuBefore = cpuSeconds(apiPid);
    const started = performance.now();
    const { result: answers, rss } = await sampler.measure(() => rush(agent, session.baseUrl, people, connections));
    const seconds = (performance.now() - started) / 1000;
    const cpu = (cpuSeconds(apiPid) ?? Number.NaN) - (cpuBefore ?? Number.NaN);
    const ok = answers.filter((a) => a.status === 200).length;
    const latencies = answers.map((a) => a.ms).sort((x, y) => x - y);
    const rushPass = ok === STAFF && seconds * 1000 < WINDOW_MS;
    const details = `${STAFF} sign-ins from ${OFFICE_ADDRESS} in ${seconds.toFixed(1)} s: ${(STAFF / seconds).toFixed(1)} sign-ins/s, ` +
      `API CPU ${cpu.toFixed(1)} s (${((cpu * 1000) / STAFF).toFixed(0)} ms a sign-in), ${ok} answered 200`;

    const spray: number[] = [];
    const sprayStarted = performance.now();
    for (const username of people.slice(0, SPRAY)) spray.push((await signInFrom(agent, session.baseUrl, username, 'Wrong-Guess-39')).status);
    const spraySeconds = (performance.now() - sprayStarted) / 1000;
    const firstRefusal = spray.indexOf(429);
    const answered = firstRefusal === -1 ? spray : spray.slice(0, firstRefusal);
    const sprayPass = firstRefusal !== -1 && firstRefusal < SPRAY - 1 && answered.length <= PER_IP && answered.every((s) => s === 401) && spray.slice(firstRefusal).every((s) => s === 429);
    const sprayDetails = `${SPRAY} wrong guesses over ${SPRAY} accounts from ${OFFICE_ADDRESS}: ${answered.length} answered 401, ` +
      (firstRefusal === -1 ? 'none refused' : `refused (429) from guess ${firstRefusal + 1}`);

    return [
      {
        kind: 'load', name: 'office rush: 500 sign-ins, one address', group: 'office-rush', request: 'POST /api/v1/users/signin', connections, seconds,
        requests: answers.length, rps: STAFF / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99), errors: STAFF - ok, unfinished: 0,
        rssPeakMb: toMb(rss.peak), cpuSeconds: cpu, details, target: { target: 'all 200 within 5 min', pass: rushPass },
      },
      {
        kind: 'load', name: 'office rush: spray of 100 guesses', group: 'office-rush', request: 'POST /api/v1/users/signin', connections: 1, seconds: spraySeconds,
        requests: spray.length, rps: spray.length / spraySeconds, p50: 0, p99: 0, errors: spray.filter((s) => s !== 401 && s !== 429).length, unfinished: 0,
        rssPeakMb: toMb(rss.peak), details: sprayDetails, target: { target: `429 before the ${SPRAY}th`, pass: sprayPass },
      },
    ];
  } finally {
    agent.destroy();
  }
}
