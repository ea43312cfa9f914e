import { chromium } from '@playwright/test';
const base = 'http://localhost:8899';
const [,, email, lang, ...routes] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(base + '/login');
  await page.getByLabel(/E-Mail/).fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill('Demo-2026!');
  await page.getByRole('button', { name: /Anmelden/ }).click();
  await page.waitForURL(/\/manager/);
  if (lang !== 'de') {
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}').token);
  }
  for (const r of routes) {
    await page.goto(base + r);
    await page.waitForTimeout(2500);
    const name = `/tmp/shot-${email.split('@')[0]}-${r.replace(/\W+/g,'_')}-${width}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
  }
  await page.close();
}
await browser.close();
