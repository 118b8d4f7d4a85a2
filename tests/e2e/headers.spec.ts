import { expect, test } from './fixtures';
import { readFileSync } from 'node:fs';

// firebase.json as deployed: the e2e server must send every one of these headers.
const hosting = JSON.parse(readFileSync('firebase.json', 'utf8')).hosting as {
  headers: { source: string; headers: { key: string; value: string }[] }[];
};
const deployed = hosting.headers.find((h) => h.source === '**')!.headers;
const EMULATOR_ORIGINS = /^(http|ws):\/\/127\.0\.0\.1:\d+$/;

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

for (const path of ['/', '/ngoList/deep/link?x=1']) {
  test(`${path} is served as the app with every security header of firebase.json`, async ({ request }) => {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
    const headers = res.headers();

    for (const { key, value } of deployed) {
      const sent = headers[key.toLowerCase()];
      expect(sent, `${key} is missing`).toBeTruthy();
      if (key !== 'Content-Security-Policy') {
        expect(sent).toBe(value);
        continue;
      }
      // The served policy is the deployed one, plus only the loopback emulator origins.
      const want = directives(value);
      const got = directives(sent!);
      expect([...got.keys()]).toEqual([...want.keys()]);
      for (const [name, values] of want) {
        const extra = got.get(name)!.filter((v) => !values.includes(v));
        expect(got.get(name)).toEqual(expect.arrayContaining(values));
        expect(
          extra.every((v) => EMULATOR_ORIGINS.test(v)),
          `${name} adds ${extra.join(' ')}`,
        ).toBe(true);
      }
      expect(got.get('object-src')).toEqual(["'none'"]);
      expect(got.get('base-uri')).toEqual(["'none'"]);
      expect(got.get('frame-ancestors')).toEqual(["'none'"]);
      expect(got.get('script-src')).not.toContain("'unsafe-inline'");
    }
  });
}

test('the page runs under that policy with no CSP violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/ngoList');
  await expect(page.getByRole('link', { name: /Donate food to/ }).first()).toBeVisible();
  expect(violations).toEqual([]);
});
