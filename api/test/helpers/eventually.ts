import assert from 'node:assert/strict';

/** Waits for a change that arrives on its own (a database notification on another connection), up to 5 s. */
export async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await check())) {
    if (Date.now() > deadline) assert.fail(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
